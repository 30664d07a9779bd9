/** The collections screens' addresses. */
export const COLLECTIONS_PATH = "/undiruv";
export const casePath = (id: number) => `/undiruv-detail/${id}`;
export const actionsPath = (id: number) => `/undiruv/${id}/actions`;
/** The new-case screen, for one debtor: its number lets the screen find its figures. */
export const createPath = (debtor?: { contractId: number; contractNumber: string }) =>
  debtor === undefined
    ? "/undiruv-create"
    : `/undiruv-create?${new URLSearchParams({ contractId: String(debtor.contractId), q: debtor.contractNumber })}`;
export const contractPath = (id: number) => `/shartnoma_jarayon/${id}`;
