// E-mail: the client's SMTP server settings, the test send and the e-mail history (services/contract/mail.ts).
// Every call may name a client by `client_id` (platform administrators, the clients page's emailHistory tab).
import { areaApi, areaClient } from "../../../services/client/api";
import {
  type EmailHistoryItem, type EmailServerSettings, type EmailServerSettingsInput, MailGroup,
} from "../../../services/contract/mail";

const call = areaClient(areaApi(MailGroup));
export type { EmailHistoryItem, EmailServerSettings, EmailServerSettingsInput };

/** Mails per page of the history. */
export const HISTORY_PAGE = 50;

const client = (clientId?: number) => (clientId === undefined ? {} : { client_id: clientId });

/** One page of the history, newest first, keyset by id; `emails` filters by recipient address. */
export const emailHistory = (clientId: number | undefined, emails: readonly string[], lastId: number, signal?: AbortSignal) =>
  call("mail.emailHistory", (a) => a.mail.emailHistory({
    payload: { ...client(clientId), limit: HISTORY_PAGE, ...(lastId ? { last_id: lastId } : {}), ...(emails.length ? { selected_emails: emails } : {}) },
  }), { signal });

export const getSettings = (clientId: number | undefined, signal?: AbortSignal) =>
  call("mail.getEmailServerSettings", (a) => a.mail.getEmailServerSettings({ query: client(clientId) }), { signal });

export const saveSettings = (exists: boolean, payload: EmailServerSettingsInput) =>
  exists
    ? call("mail.updateEmailServerSettings", (a) => a.mail.updateEmailServerSettings({ query: {}, payload }))
    : call("mail.createEmailServerSettings", (a) => a.mail.createEmailServerSettings({ query: {}, payload }));

export const removeSettings = () => call("mail.removeEmailServerSettings", (a) => a.mail.removeEmailServerSettings({ query: {} }));

export const testSending = (id: number) => call("mail.testEmailSending", (a) => a.mail.testEmailSending({ query: { id } }));
