import type { BankApplicationDetail, BankApplicationStatus, BankStatusBody } from "@makon/shared";
import { App, Button, Space, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../../lib/api";
import { useMoveApplication } from "../../api/use-bank-actions";
import { missingRequired } from "../../bank-status";
import { type DialogMove, MoveDialog } from "./move-dialog";

const DIALOG_MOVES: readonly BankApplicationStatus[] = ["approved", "rejected", "funded"];
const isDialogMove = (s: BankApplicationStatus): s is DialogMove => DIALOG_MOVES.includes(s);

/** The order the buttons stand in: forward first, rejection last. */
const ORDER: readonly BankApplicationStatus[] = [
  "documents_submitted",
  "under_review",
  "approved",
  "funded",
  "rejected",
  "new",
];

/**
 * A button for exactly each move the answer allows this viewer now. Forward steps ask for a
 * confirmation; a decision opens its dialog. A move refused by the server (409: someone moved
 * it first; 403: rights changed) says why in Uzbek, and the application is read again.
 */
export function MoveActions({ application }: { application: BankApplicationDetail }) {
  const { t } = useTranslation("bankApplications");
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const move = useMoveApplication(application.id);
  const [dialog, setDialog] = useState<DialogMove | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = missingRequired(application.documents);
  const missingText = missing.map((k) => t(`document.${k}`)).join(", ");
  const moves = [...application.moves].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));

  const send = (body: BankStatusBody, fromDialog: boolean) =>
    new Promise<void>((resolve) => {
      setFailure(null);
      move.mutate(body, {
        onSuccess: () => {
          void message.success(t(`moves.done.${body.status}`));
          setDialog(null);
          resolve();
        },
        onError: (error) => {
          const refused = error instanceof ApiError && (error.status === 409 || error.status === 403);
          if (fromDialog && !refused) setFailure(errorText(error));
          else {
            void message.error(errorText(error));
            setDialog(null);
          }
          resolve();
        },
      });
    });

  const confirmStep = (status: "documents_submitted" | "under_review") =>
    modal.confirm({
      title: t(`moves.confirm.${status}`),
      content: t(`moves.confirm.${status}Text`),
      okText: t("moves.confirm.ok"),
      cancelText: t("moves.cancel"),
      onOk: () => send({ status }, false),
    });

  if (moves.length === 0) return null;

  return (
    <>
      <Space wrap className="ba-moves">
        {moves.map((status) => {
          if (isDialogMove(status))
            return (
              <Button
                key={status}
                type={status === "rejected" ? "default" : "primary"}
                danger={status === "rejected"}
                onClick={() => {
                  setFailure(null);
                  setDialog(status);
                }}
              >
                {t(`moves.${status}`)}
              </Button>
            );
          if (status === "documents_submitted" || status === "under_review") {
            const blocked = status === "documents_submitted" && missing.length > 0;
            const button = (
              <Button
                key={status}
                type="primary"
                disabled={blocked}
                loading={move.isPending}
                onClick={() => confirmStep(status)}
              >
                {t(`moves.${status}`)}
              </Button>
            );
            return blocked ? (
              <Tooltip key={status} title={t("moves.disabledMissing", { list: missingText })}>
                {/* A disabled button gets no pointer events: the span carries the tooltip. */}
                <span className="ba-disabled-wrap">{button}</span>
              </Tooltip>
            ) : (
              button
            );
          }
          return null;
        })}
      </Space>
      {moves.includes("documents_submitted") && missing.length > 0 && (
        <p className="ba-muted ba-moves-hint" data-testid="ba-missing-hint">
          {t("moves.disabledMissing", { list: missingText })}
        </p>
      )}
      {dialog && (
        <MoveDialog
          move={dialog}
          application={application}
          pending={move.isPending}
          failure={failure}
          onSubmit={(body) => void send(body, true)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
