import { type BankComment, formatDateTime } from "@makon/shared";
import { App, Button, Empty, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { useAddComment } from "../../api/use-bank-actions";

interface CommentsSectionProps {
  applicationId: number;
  comments: readonly BankComment[];
  canComment: boolean;
}

/** The desk's notes on the application, newest last, and a box to add one. */
export function CommentsSection({ applicationId, comments, canComment }: CommentsSectionProps) {
  const { t } = useTranslation("bankApplications");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const add = useAddComment(applicationId);
  const [text, setText] = useState("");

  const submit = () => {
    const value = text.trim();
    if (!value) return;
    add.mutate(value, {
      onSuccess: () => {
        setText("");
        void message.success(t("comments.added"));
      },
      onError: (error) => void message.error(errorText(error)),
    });
  };

  return (
    <div className="ba-comments">
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("comments.empty")} />
      ) : (
        <ol className="ba-comment-list">
          {comments.map((c) => (
            <li key={c.id} className="ba-comment" data-testid="ba-comment">
              <div className="ba-comment-head">
                <span className="ba-comment-user">{c.userName ?? t("comments.system")}</span>
                <time dateTime={c.createdAt} className="ba-muted ba-num">
                  {formatDateTime(c.createdAt)}
                </time>
              </div>
              <p className="ba-pre">{c.text}</p>
            </li>
          ))}
        </ol>
      )}
      {canComment && (
        <div className="ba-comment-form">
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("comments.placeholder")}
            aria-label={t("comments.placeholder")}
            maxLength={2000}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
          <Button type="primary" onClick={submit} loading={add.isPending} disabled={!text.trim()}>
            {t("comments.add")}
          </Button>
        </div>
      )}
    </div>
  );
}
