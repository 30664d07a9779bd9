import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { intakeKeys } from "./intake-keys";

/** After a change in the client card (blacklist, basket, manager…) the intake lists load again. */
export function useRefreshIntake(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: intakeKeys.all }), [queryClient]);
}
