import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RecoveryLink, ShareLink } from "#domain/project-links";
import { apiRequest } from "../api-request";

const RECOVERY_KEY = ["/api/recovery-link"] as const;
const SHARE_KEY = ["/api/share-links"] as const;

/** The session's live recovery link, or null before one is made. */
export function useRecoveryLink() {
  return useQuery<{ link: RecoveryLink | null }>({ queryKey: RECOVERY_KEY });
}

/** Makes the link (or returns the live one); `replace` turns the old one off first. */
export function useMakeRecoveryLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (replace: boolean) =>
      (await (await apiRequest("POST", "/api/recovery-link", { replace })).json()) as RecoveryLink,
    onSuccess: (link) => client.setQueryData(RECOVERY_KEY, { link }),
  });
}

export function useRevokeRecoveryLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", "/api/recovery-link");
    },
    onSuccess: () => client.setQueryData(RECOVERY_KEY, { link: null }),
  });
}

/** Opens a recovery link in this browser: from now on it holds the same projects and purchases. */
export function useOpenRecoveryLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await (await apiRequest("POST", "/api/recovery-link/open", { token })).json()) as { versions: number },
    // Every answer the old session gave is stale now.
    onSuccess: () => client.resetQueries(),
  });
}

/** The session's live share links. */
export function useShareLinks() {
  return useQuery<{ links: ShareLink[] }>({ queryKey: SHARE_KEY });
}

export function useMakeShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (historyId: string) =>
      (await (await apiRequest("POST", "/api/share-links", { historyId })).json()) as ShareLink,
    onSuccess: () => client.invalidateQueries({ queryKey: SHARE_KEY }),
  });
}

export function useRevokeShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      await apiRequest("DELETE", `/api/share-links/${encodeURIComponent(token)}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: SHARE_KEY }),
  });
}
