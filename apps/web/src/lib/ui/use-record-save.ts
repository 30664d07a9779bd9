import type { UseMutationResult } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import { useState } from "react";
import { useErrorText } from "../api";

interface RecordSaveOptions<V, R, C, U extends object, T = unknown> {
  form: FormInstance<V>;
  /** The record being edited; null or undefined creates a new one. */
  record: (R & { id: number }) | null | undefined;
  create: UseMutationResult<T, unknown, C>;
  update: UseMutationResult<unknown, unknown, { id: number; body: U }>;
  toCreate: (values: V) => C;
  /** Only the changed fields: nothing changed closes without a call. */
  toUpdate: (values: V, record: R) => U;
  /** After a save that took (a notice, closing, telling the parent the new record). */
  onCreated: (created: T) => void;
  onUpdated: () => void;
  onUnchanged: () => void;
  /** The form field an error belongs to (e.g. STIR_TAKEN → "stir"): shown under it, not on top. */
  fieldOf?: (error: unknown) => string | null;
}

/**
 * The create-or-edit flow of a record's form modal: create, or send only what changed; an error
 * under its field or as the form's message, cleared when the user edits again.
 */
export function useRecordSave<V, R, C, U extends object, T = unknown>(
  options: RecordSaveOptions<V, R, C, U, T>,
) {
  const { form, record, create, update, toCreate, toUpdate, fieldOf } = options;
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const field = fieldOf?.(error);
    if (field) {
      form.setFields([{ name: field as never, errors: [errorText(error)] }]);
      setFailure(null);
    } else setFailure(errorText(error));
  };

  const submit = (values: V) => {
    setFailure(null);
    if (!record) {
      create.mutate(toCreate(values), { onSuccess: options.onCreated, onError: fail });
      return;
    }
    const body = toUpdate(values, record);
    if (Object.keys(body).length === 0) {
      options.onUnchanged();
      return;
    }
    update.mutate({ id: record.id, body }, { onSuccess: options.onUpdated, onError: fail });
  };

  return {
    submit,
    failure,
    clearFailure: () => setFailure(null),
    saving: create.isPending || update.isPending,
  };
}
