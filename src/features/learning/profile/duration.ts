// A number of minutes as people read it: its two largest units (days and hours, or hours and minutes), with the
// locale's plurals.
import { useT } from "../useT";

const DAY = 24 * 60;

/** `(minutes) => "2 дня 3 часа"`, in the page's language. */
export function useDuration() {
  const t = useT();
  return (minutes: number) => {
    const m = Math.max(0, Math.round(minutes));
    const days = Math.floor(m / DAY);
    const hours = Math.floor((m % DAY) / 60);
    const mins = m % 60;
    const parts = days
      ? [t("learning.time.days", { count: days }), hours ? t("learning.time.hours", { count: hours }) : ""]
      : hours
        ? [t("learning.time.hours", { count: hours }), mins ? t("learning.time.minutes", { count: mins }) : ""]
        : [t("learning.time.minutes", { count: mins })];
    return parts.filter(Boolean).join(" ");
  };
}
