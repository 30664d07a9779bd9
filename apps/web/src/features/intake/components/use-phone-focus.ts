import { useCallback, useEffect, useState } from "react";

/**
 * Puts the cursor in the phone field on mount and on request. A request is served after React's
 * commit: antd's resetFields remounts the inputs, so focusing right away would focus a dead one.
 */
export function usePhoneFocus(id: string): () => void {
  const [requests, setRequests] = useState(1);
  useEffect(() => {
    if (requests > 0) document.getElementById(id)?.focus();
  }, [id, requests]);
  return useCallback(() => setRequests((n) => n + 1), []);
}
