// The link and image dialogs of the editor's toolbar. A link takes http(s), mailto or an app path; an image
// takes an https address only (spec 001 §5), with a text alternative. Both are checked by the shared rules.
import { useState } from "react";
import { useIntl } from "react-intl";
import { FormDialog } from "../../../ui/components/FormDialog";
import { TextField } from "../../../ui/components/TextField";
import { isHttpsImage, isSafeLink } from "../../../services/richText/index";

export type DialogKind = "link" | "image";

interface Props {
  kind: DialogKind | null;
  /** The selected text, which becomes the link's text (no text field then). */
  selectedText: string;
  onClose: () => void;
  onLink: (href: string, text: string) => void;
  onImage: (src: string, alt: string) => void;
}

export function RichTextDialogs({ kind, selectedText, onClose, onLink, onImage }: Props) {
  if (kind === "link") return <LinkDialog selectedText={selectedText} onClose={onClose} onLink={onLink} />;
  if (kind === "image") return <ImageDialog onClose={onClose} onImage={onImage} />;
  return null;
}

function LinkDialog({ selectedText, onClose, onLink }: Pick<Props, "selectedText" | "onClose" | "onLink">) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [href, setHref] = useState("https://");
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  const valid = isSafeLink(href.trim());
  return (
    <FormDialog
      title={t("richText.link.title")}
      submitLabel={t("richText.link.submit")}
      cancelLabel={t("richText.cancel")}
      closeLabel={t("richText.close")}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (valid) onLink(href.trim(), text.trim());
      }}
    >
      <TextField
        label={t("richText.link.url")}
        description={t("richText.link.urlHelp")}
        value={href}
        onChange={setHref}
        autoFocus
        isRequired
        isInvalid={tried && !valid}
        errorMessage={t("richText.badLink")}
      />
      {selectedText === "" && <TextField label={t("richText.link.text")} value={text} onChange={setText} />}
    </FormDialog>
  );
}

function ImageDialog({ onClose, onImage }: Pick<Props, "onClose" | "onImage">) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [src, setSrc] = useState("https://");
  const [alt, setAlt] = useState("");
  const [tried, setTried] = useState(false);
  const valid = isHttpsImage(src.trim());
  return (
    <FormDialog
      title={t("richText.image.title")}
      submitLabel={t("richText.image.submit")}
      cancelLabel={t("richText.cancel")}
      closeLabel={t("richText.close")}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (valid) onImage(src.trim(), alt.trim());
      }}
    >
      <TextField
        label={t("richText.image.url")}
        description={t("richText.image.urlHelp")}
        value={src}
        onChange={setSrc}
        autoFocus
        isRequired
        isInvalid={tried && !valid}
        errorMessage={t("richText.imageNotHttps")}
      />
      <TextField label={t("richText.image.alt")} description={t("richText.image.altHelp")} value={alt} onChange={setAlt} />
    </FormDialog>
  );
}
