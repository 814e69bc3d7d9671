/** The overlays of the default layout; one at a time. */
export type ShellDialogs = "notifications" | "password" | "logout" | null;

/** Lets pages open a shell dialog (the dashboard's "change password" for an expired password). */
type Opener = (dialog: Exclude<ShellDialogs, null>) => void;
let opener: Opener | null = null;
export const registerShellDialogs = (next: Opener | null): void => {
  opener = next;
};
export const openShellDialog: Opener = (dialog) => opener?.(dialog);
