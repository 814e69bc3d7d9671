// Light or dark: a toggle button in the toolbar; the choice is kept in the darkTheme cookie.
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { MoonIcon, SunIcon } from "../../app/icons";
import { setThemeMode, useThemeMode } from "../../app/theme/mode";
import * as s from "./shell.css";

export function ThemeToggle() {
  const intl = useIntl();
  const mode = useThemeMode();
  const dark = mode === "dark";
  return (
    <Button
      variant="ghost"
      size="sm"
      iconOnly
      className={s.toolbarButton}
      aria-label={intl.formatMessage({ id: "toolbar.theme.dark" })}
      aria-pressed={dark}
      onPress={() => setThemeMode(dark ? "light" : "dark")}
    >
      {dark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </Button>
  );
}
