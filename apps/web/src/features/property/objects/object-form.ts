import type { CreateObjectBody, UpdateObjectBody } from "@makon/shared";

/** What the create / edit form holds. */
export interface ObjectFormValues {
  name: string;
  address: string;
  district: string;
}

/** The fields of an object the form edits. */
export interface ObjectFields {
  name: string;
  address: string;
  district: string | null;
}

export const EMPTY_OBJECT_FORM: ObjectFormValues = { name: "", address: "", district: "" };

/** The limits of createObjectBodySchema, checked in the form so the API never has to refuse. */
export const OBJECT_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  addressMin: 3,
  addressMax: 300,
  districtMax: 100,
} as const;

export function toObjectFormValues(o: ObjectFields): ObjectFormValues {
  return { name: o.name, address: o.address, district: o.district ?? "" };
}

export function toCreateObjectBody(values: ObjectFormValues): CreateObjectBody {
  const district = values.district.trim();
  return { name: values.name.trim(), address: values.address.trim(), district: district || null };
}

/** The PATCH body: only what differs from the saved object (may be empty: nothing to send). */
export function toUpdateObjectBody(values: ObjectFormValues, saved: ObjectFields): UpdateObjectBody {
  const next = toCreateObjectBody(values);
  const body: UpdateObjectBody = {};
  if (next.name !== saved.name) body.name = next.name;
  if (next.address !== saved.address) body.address = next.address;
  if ((next.district ?? null) !== saved.district) body.district = next.district ?? null;
  return body;
}
