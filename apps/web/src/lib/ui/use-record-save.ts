import type { UseMutationResult } from "@tanstack/react-query";
import { App, type FormInstance } from "antd";
import { useState } from "react";
import { useErrorText } from "../api";
import { useNotice } from "../notices";

interface RecordSaveOptions<V, R, C, U extends object, T = unknown> {
  form: FormInstance<V>;
  /** The record being edited; null or undefined creates a new one. */
  record: (R & { id: number }) | null | undefined;
  create: UseMutationResult<T, unknown, C>;
  update: UseMutationResult<unknown, unknown, { id: number; body: U }>;
  toCreate: (values: V) => C;
  /** Only the changed fields: nothing changed closes without a call. */
  toUpdate: (values: V, record: R) => U;
  /** The banner after an edit took, from the screen's catalogue (a new record gets the shared one). */
  savedText: string;
  /** Closes the form: after a save that took, or an edit that changed nothing. */
  onClose: () => void;
  /** A new record was made: the screen that asked for it may pick it at once. */
  onCreated?: (created: T) => void;
  /** The form field an error belongs to (e.g. STIR_TAKEN → "stir"): shown under it, not on top. */
  fieldOf?: (error: unknown) => string | null;
}

/**
 * The create-or-edit flow of a record's form modal: create, or send only what changed; an error
 * under its field or as the form's message, cleared when the user edits again. Every record form
 * tells a save the same way, so the notices live here too.
 */
export function useRecordSave<V, R, C, U extends object, T = unknown>(
  options: RecordSaveOptions<V, R, C, U, T>,
) {
  const { form, record, create, update, toCreate, toUpdate, fieldOf, onClose } = options;
  const errorText = useErrorText();
  const { notify } = useNotice();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const field = fieldOf?.(error);
    if (field) {
      form.setFields([{ name: field as never, errors: [errorText(error)] }]);
      setFailure(null);
    } else setFailure(errorText(error));
  };

  const onCreated = (created: T) => {
    notify("data_add");
    options.onCreated?.(created);
    onClose();
  };
  const onUpdated = () => {
    void message.success(options.savedText);
    onClose();
  };

  const submit = (values: V) => {
    setFailure(null);
    if (!record) {
      create.mutate(toCreate(values), { onSuccess: onCreated, onError: fail });
      return;
    }
    const body = toUpdate(values, record);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate({ id: record.id, body }, { onSuccess: onUpdated, onError: fail });
  };

  return {
    submit,
    failure,
    clearFailure: () => setFailure(null),
    saving: create.isPending || update.isPending,
  };
}
