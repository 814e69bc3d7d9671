// E-mail: the client's SMTP server settings, the test send and the e-mail history (services/contract/mail.ts).
// Every call may name a client by `client_id` (platform administrators, the clients page's emailHistory tab).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { areaApi, areaClient } from "../../../services/client/api";
import {
  type EmailHistoryItem, type EmailServerSettings, type EmailServerSettingsInput, MailGroup,
} from "../../../services/contract/mail";

const call = areaClient(areaApi(MailGroup));
export type { EmailHistoryItem, EmailServerSettings, EmailServerSettingsInput };

/** Mails per page of the history. */
export const HISTORY_PAGE = 50;

const client = (clientId?: number) => (clientId === undefined ? {} : { client_id: clientId });

/** The history, newest first, keyset by id; `emails` filters by recipient address. */
export const historyQuery = (clientId: number | undefined, emails: readonly string[]) =>
  infiniteQueryOptions({
    queryKey: ["mail", "history", clientId ?? "own", emails] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call("mail.emailHistory", (a) => a.mail.emailHistory({
        payload: { ...client(clientId), limit: HISTORY_PAGE, ...(pageParam ? { last_id: pageParam } : {}), ...(emails.length ? { selected_emails: emails } : {}) },
      }), { signal }),
    getNextPageParam: (last) => last.last_id ?? undefined,
    // The table shows its own error state.
    meta: { errorMessage: false },
  });

export const settingsQuery = (clientId?: number) =>
  queryOptions({
    queryKey: ["mail", "settings", clientId ?? "own"] as const,
    queryFn: ({ signal }) => call("mail.getEmailServerSettings", (a) => a.mail.getEmailServerSettings({ query: client(clientId) }), { signal }),
    meta: { errorMessage: false },
  });

export const saveSettings = (exists: boolean, payload: EmailServerSettingsInput) =>
  exists
    ? call("mail.updateEmailServerSettings", (a) => a.mail.updateEmailServerSettings({ query: {}, payload }))
    : call("mail.createEmailServerSettings", (a) => a.mail.createEmailServerSettings({ query: {}, payload }));

export const removeSettings = () => call("mail.removeEmailServerSettings", (a) => a.mail.removeEmailServerSettings({ query: {} }));

export const testSending = (id: number) => call("mail.testEmailSending", (a) => a.mail.testEmailSending({ query: { id } }));
