// One branding colour: a native colour picker beside its #rrggbb value, both labelled.
import { useId } from "react";
import { useIntl } from "react-intl";
import { TextField } from "../../../../ui/components/TextField";
import * as s from "./branding.css";

export const HexPattern = /^#[0-9a-fA-F]{6}$/;

interface Props {
  name: string;
  value: string;
  onChange: (value: string) => void;
  isReadOnly: boolean;
}

export function ColorField({ name, value, onChange, isReadOnly }: Props) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage({ id: `branding.color.${name}` });
  const valid = HexPattern.test(value);
  return (
    <div className={s.colorField}>
      <input
        id={id}
        type="color"
        className={s.swatch}
        value={valid ? value.toLowerCase() : "#000000"}
        onChange={(e) => onChange(e.target.value)}
        disabled={isReadOnly}
        aria-label={intl.formatMessage({ id: "branding.colorPicker" }, { name: label })}
      />
      <TextField
        label={label}
        value={value}
        onChange={(v) => onChange(v.startsWith("#") || v === "" ? v : `#${v}`)}
        isReadOnly={isReadOnly}
        isInvalid={!valid}
        errorMessage={intl.formatMessage({ id: "validation.colorInvalid" })}
        maxLength={7}
      />
    </div>
  );
}
