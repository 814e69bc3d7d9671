// An item's settings: title, cover (an https image), body (rich text), category and tags, and its publication
// (PublishPanel: publish now or at a moment, unpublish). Saving sends the version the page showed; a colleague's change in between is shown with Reload, which starts the form
// again from the fresh item (the page keys this form by the item's version).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { fieldErrorsOf, messageIdOf, staleOf } from "../../../../services/client/errors";
import { checkRichText, isHttpsImage } from "../../../../services/richText/index";
import { Button } from "../../../../ui/components/Button";
import { Checkbox } from "../../../../ui/components/Checkbox";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { TextField } from "../../../../ui/components/TextField";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { notify } from "../../../app/snackbar/notify";
import { RichTextEditor } from "../../../ui/richText";
import * as api from "../api";
import * as s from "../news.css";
import { usePaths } from "../paths";
import { PublishPanel } from "./PublishPanel";
import { namesQuery, newsItemQuery, newsKey } from "../queries";
import { useT } from "../useT";

const NO_CATEGORY = 0;

export function SettingsTab({ item }: { item: api.NewsItem }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const client = useQueryClient();
  const categories = useQuery(namesQuery("category"));
  const tags = useQuery(namesQuery("tag"));
  const [title, setTitle] = useState(item.title);
  const [cover, setCover] = useState(item.cover_url ?? "");
  const [body, setBody] = useState(item.body);
  const [categoryId, setCategoryId] = useState(item.category_id ?? NO_CATEGORY);
  const [tagIds, setTagIds] = useState<number[]>([...item.tag_ids]);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [removing, setRemoving] = useState(false);
  const server = fieldErrorsOf(error);
  const problems = {
    title: title.trim() === "" ? "news.required" : server.title?.[0],
    cover_url: cover.trim() !== "" && !isHttpsImage(cover.trim()) ? "richText.imageNotHttps" : server.cover_url?.[0],
    body: checkRichText(body)[0]?.code ?? server.body?.[0],
  };
  const show = (k: keyof typeof problems) => (tried && problems[k] ? t(problems[k]!) : undefined);
  const save = async () => {
    setTried(true);
    if (Object.values(problems).some(Boolean) && !Object.keys(server).length) return;
    setPending(true);
    try {
      const saved = await api.updateNews(item.id, {
        title: title.trim(), cover_url: cover.trim() || null, body, category_id: categoryId || null, tag_ids: tagIds,
      }, item.version);
      client.setQueryData(newsItemQuery(item.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: newsKey });
      setError(null);
      setTried(false);
      notify({ message: "news.saved", variant: "success" });
    } catch (e) {
      setError(e);
      if (!staleOf(e) && !Object.keys(fieldErrorsOf(e)).length) notify({ message: messageIdOf(e, "news.saveFailed"), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  // The fresh item comes with a new version, and the page keys this form by it: the form starts again from it.
  const reload = () => client.invalidateQueries({ queryKey: newsItemQuery(item.id).queryKey });
  const remove = async () => {
    try {
      await api.removeNews(item.id, item.version);
      await client.invalidateQueries({ queryKey: newsKey });
      notify({ message: "news.admin.removed", variant: "success" });
      void navigate({ href: paths.admin("list") });
    } catch (e) {
      setRemoving(false);
      setError(e);
      if (!staleOf(e)) notify({ message: messageIdOf(e, "news.saveFailed"), variant: "error" });
    }
  };
  // What is published is the saved item: with edits not yet saved the publication waits for Save.
  // The editor tells its text again when it loses focus, as it writes Markdown (a trailing line break apart): only
  // a change of the text counts, or tabbing through the editor would stop the publication.
  const dirty = title !== item.title || cover !== (item.cover_url ?? "") || body.trim() !== item.body.trim() || categoryId !== (item.category_id ?? NO_CATEGORY)
    || [...tagIds].sort().join() !== [...item.tag_ids].sort().join();
  const toggleTag = (id: number, on: boolean) => setTagIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  return (
    <form className={s.form} onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
      <TextField label={t("news.field.title")} value={title} onChange={setTitle} isRequired maxLength={200}
        isInvalid={!!show("title")} errorMessage={show("title")} />
      <TextField label={t("news.field.cover")} description={t("news.field.coverHelp")} value={cover} onChange={setCover} maxLength={2048}
        isInvalid={!!show("cover_url")} errorMessage={show("cover_url")} />
      <RichTextEditor label={t("news.field.body")} defaultValue={item.body} onChange={setBody}
        errorMessage={show("body")} />
      <Select label={t("news.field.category")} selectedKey={categoryId} onSelectionChange={(k) => setCategoryId(Number(k))}
        items={[{ id: NO_CATEGORY, name: t("news.field.noCategory") }, ...(categories.data ?? [])]}>
        {(c) => <ListBoxItem id={c.id} textValue={c.name}>{c.name}</ListBoxItem>}
      </Select>
      <fieldset className={s.section}>
        <legend>{t("news.field.tags")}</legend>
        {(tags.data ?? []).length === 0 ? <p className={s.meta}>{t("news.tag.empty")}</p> : (tags.data ?? []).map((tag) => (
          <Checkbox key={tag.id} isSelected={tagIds.includes(tag.id)} onChange={(on) => toggleTag(tag.id, on)}>{tag.name}</Checkbox>
        ))}
      </fieldset>
      <StaleNotice error={error} onReload={() => void reload()} keepsDraft={false} />
      <div className={s.actions}>
        <Button type="submit" isPending={pending} pendingLabel={t("news.saving")}>{t("news.save")}</Button>
        <Button variant="danger" onPress={() => setRemoving(true)}>{t("news.admin.remove")}</Button>
      </div>
      <PublishPanel item={item} dirty={dirty} onError={setError} />
      <ConfirmDialog isOpen={removing} onOpenChange={setRemoving} title={t("news.admin.removeTitle", { title: item.title })}
        message={t("news.admin.removeText")} confirmLabel={t("news.remove")} cancelLabel={t("news.cancel")} closeLabel={t("news.close")}
        destructive onConfirm={() => void remove()} />
    </form>
  );
}
