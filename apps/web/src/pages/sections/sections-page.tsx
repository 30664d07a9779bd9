import { PlusOutlined, ReloadOutlined, SearchOutlined } from "@ant-design/icons";
import { isPageKey, type Section } from "@makon/shared";
import { Alert, App, Button, Input, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSections } from "../../features/sections";
import {
  byOrder,
  SectionFormModal,
  SectionHistory,
  SectionsTable,
  searchSections,
  useDeleteSection,
} from "../../features/sections/admin";
import { useErrorText } from "../../lib/api";
import { useNotice } from "../../lib/notices";
import { useCurrentUser } from "../../lib/session";
import { PageHeader } from "../../lib/ui/page-header";
import { useDialog } from "../use-dialog";
import "./sections.css";

/** /add_bolim — the menu's sections: page, name, icon, order; editable with section_edit. */
export default function SectionsPage() {
  const { t } = useTranslation("sections");
  const { t: tp } = useTranslation("pages");
  const { t: ta } = useTranslation("access");
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const { notify } = useNotice();
  const errorText = useErrorText();
  const { data: user } = useCurrentUser();
  const { data, loading, failed, refresh } = useSections();
  const [query, setQuery] = useState("");
  const form = useDialog<Section | null>();
  const history = useDialog<Section>();
  const remove = useDeleteSection();

  const canEdit = user?.dostup.includes("section_edit") ?? false;
  const pageTitle = (path: string) => (isPageKey(path) ? ta(`pages.${path}`) : path);
  const all = useMemo(() => byOrder(data ?? []), [data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageTitle only reads the language's texts
  const shown = useMemo(() => searchSections(all, query, pageTitle), [all, query]);

  const deleteSection = (section: Section) =>
    remove.mutate(section.id, {
      onSuccess: () => notify("data_delete"),
      onError: (error) => void message.error(errorText(error)),
    });

  return (
    <>
      <PageHeader
        title={tp("titles.add_bolim")}
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => form.show(null)}>
              {t("add")}
            </Button>
          )
        }
      />
      {!canEdit && (
        <Alert type="info" showIcon title={t("readOnlyNote")} className="sections-readonly-note" />
      )}
      <section className="sections-panel" aria-label={tp("titles.add_bolim")}>
        <div className="sections-toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t("searchPlaceholder")}
            aria-label={t("search")}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="sections-search"
            maxLength={100}
          />
          <Typography.Text type="secondary">{t("total", { count: all.length })}</Typography.Text>
        </div>
        {failed && data === undefined ? (
          <Alert
            type="error"
            showIcon
            title={t("loadFailed")}
            action={
              <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
                {tc("refresh")}
              </Button>
            }
          />
        ) : (
          <SectionsTable
            sections={shown}
            loading={loading && data === undefined}
            canEdit={canEdit}
            pageTitle={pageTitle}
            emptyText={query.trim() ? t("notFound") : t("empty")}
            deleting={remove.isPending ? (remove.variables ?? null) : null}
            onEdit={form.show}
            onDelete={deleteSection}
            onHistory={history.show}
          />
        )}
        <Typography.Paragraph type="secondary" className="sections-note">
          {t("menuNote")}
        </Typography.Paragraph>
      </section>
      <SectionFormModal
        open={form.open}
        section={form.value}
        sections={all}
        pageTitle={pageTitle}
        onClose={form.hide}
      />
      <SectionHistory open={history.open} section={history.value} onClose={history.hide} />
    </>
  );
}
