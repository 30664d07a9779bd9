import type { ClientCard } from "@makon/shared";
import { App, Button, Empty, Form, Input, List } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { formatDateTime } from "../../../lib/history";
import { useClientAction } from "../api/use-client-action";

interface ClientNotesProps {
  card: ClientCard;
  /** client_edit and not in the basket. */
  canAdd: boolean;
  onChanged?: () => void;
}

/** The staff's notes on the client, newest first, with the form to add one. */
export function ClientNotes({ card, canAdd, onChanged }: ClientNotesProps) {
  const { t } = useTranslation("clients");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ text: string }>();
  const action = useClientAction(card.id);
  const newest = [...card.notes].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );

  const add = ({ text }: { text: string }) =>
    action.mutate(
      { kind: "note", text: text.trim() },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t("notes.added"));
          onChanged?.();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <div className="cl-notes">
      {canAdd && (
        <Form form={form} layout="vertical" onFinish={add} className="cl-note-form" requiredMark={false}>
          <Form.Item
            name="text"
            label={t("notes.label")}
            rules={[{ required: true, whitespace: true, message: t("notes.required") }]}
          >
            <Input.TextArea rows={3} maxLength={2000} showCount placeholder={t("notes.placeholder")} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={action.isPending}>
            {t("notes.add")}
          </Button>
        </Form>
      )}
      {newest.length === 0 ? (
        <Empty description={t("notes.empty")} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          className="cl-list"
          dataSource={newest}
          renderItem={(n) => (
            <List.Item key={n.id}>
              <div className="cl-entry">
                <div className="cl-entry-head">
                  <strong>{n.userName ?? t("card.system")}</strong>
                  <span className="cl-muted">{formatDateTime(n.createdAt)}</span>
                </div>
                <div className="cl-entry-text">{n.text}</div>
              </div>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
