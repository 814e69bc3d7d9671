// The language menu's items (LanguageSwitcher.tsx is its button): loaded after the first screen with react-aria's
// menu code.
import { useIntl } from "react-intl";
import { Menu, MenuItem } from "../../../ui/components/Menu";
import { type Locale, Locales } from "../../app/i18n/locale";

export default function LanguageMenu({ current, onChoose }: { current: Locale; onChoose: (locale: Locale) => void }) {
  const intl = useIntl();
  return (
    <Menu placement="bottom end" selectionMode="single" selectedKeys={[current]} onAction={(key) => onChoose(key as Locale)}>
      {Locales.map((l) => (
        <MenuItem key={l} id={l} textValue={intl.formatMessage({ id: `locale.${l}` })}>
          <span lang={l}>{intl.formatMessage({ id: `locale.${l}` })}</span>
        </MenuItem>
      ))}
    </Menu>
  );
}
