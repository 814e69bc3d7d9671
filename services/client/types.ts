import type { BrandingUpdate as BrandingUpdateSchema } from "../contract/branding.js";
import type { Notification as NotificationSchema } from "../contract/notifications.js";

/** Payload of PUT clientBrandingSettings. */
export type BrandingUpdate = typeof BrandingUpdateSchema.Type;
/** One notification as the notifications service returns it. */
export type Notification = typeof NotificationSchema.Type;
