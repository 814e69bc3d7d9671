// The Milkdown editor itself (kit with commonmark, gfm and history: Crepe weighs 2.5 times more). Loaded only
// through `RichTextEditor`'s React.lazy, so that Milkdown and ProseMirror never enter the first load.
import { defaultValueCtx, Editor, editorViewCtx, editorViewOptionsCtx, rootCtx, serializerCtx } from "@milkdown/kit/core";
import type { Ctx } from "@milkdown/kit/ctx";
import { history } from "@milkdown/kit/plugin/history";
import { listener, listenerCtx } from "@milkdown/kit/plugin/listener";
import {
  commonmark,
  insertImageCommand,
  toggleEmphasisCommand,
  toggleStrongCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from "@milkdown/kit/preset/commonmark";
import { gfm } from "@milkdown/kit/preset/gfm";
import type { EditorState } from "@milkdown/kit/prose/state";
import { callCommand } from "@milkdown/kit/utils";
import { Milkdown, MilkdownProvider, useEditor, useInstance } from "@milkdown/react";
import { useEffect, useRef, useState } from "react";
// ProseMirror's own rules (white-space: pre-wrap, which keeps typed spaces; the hidden selection; gap cursor); without
// them it warned in the console on every editor. In this lazy chunk's CSS, so no first screen loads it.
import "@milkdown/kit/prose/view/style/prosemirror.css";
import { RichTextDialogs, type DialogKind } from "./RichTextDialogs";
import { Toolbar, type ToolState } from "./Toolbar";
import * as s from "./richText.css";

export interface MilkdownEditorProps {
  /** Markdown the editor starts from (later changes of this prop are not followed: remount with a `key`). */
  defaultValue: string;
  onChange: (markdown: string) => void;
  /** Ids of the label, the help text and the error, for the editable area's accessible name and description. */
  labelId: string;
  describedBy?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
}

const NO_TOOLS: ToolState = { bold: false, italic: false, heading: false, bulletList: false, orderedList: false, link: false };

/** Which marks and blocks the cursor is in, for the toolbar's pressed states. */
function toolStateOf(state: EditorState): ToolState {
  const { $from, from, to, empty } = state.selection;
  const marks = state.schema.marks;
  const hasMark = (name: string) => {
    const type = marks[name];
    if (!type) return false;
    return empty ? !!type.isInSet(state.storedMarks ?? $from.marks()) : state.doc.rangeHasMark(from, to, type);
  };
  const inNode = (name: string) => {
    for (let d = $from.depth; d > 0; d--) if ($from.node(d).type.name === name) return true;
    return false;
  };
  return {
    bold: hasMark("strong"),
    italic: hasMark("emphasis"),
    link: hasMark("link"),
    heading: $from.parent.type.name === "heading",
    bulletList: inNode("bullet_list"),
    orderedList: inNode("ordered_list"),
  };
}

/** The editable area's props: its name, description and state for assistive technology, and whether it edits. */
const viewProps = (labelId: string, describedBy?: string, isInvalid?: boolean, isDisabled?: boolean) => ({
  editable: () => !isDisabled,
  attributes: {
    class: `${s.content} ${s.editable}`,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(isInvalid ? { "aria-invalid": "true" } : {}),
    ...(isDisabled ? { "aria-disabled": "true" } : {}),
  },
});

function Inner({ defaultValue, onChange, labelId, describedBy, isInvalid, isDisabled }: MilkdownEditorProps) {
  const [tools, setTools] = useState<ToolState>(NO_TOOLS);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEditor(
    (root) =>
      Editor.make()
        .config((ctx) => {
          ctx.set(rootCtx, root);
          ctx.set(defaultValueCtx, defaultValue);
          ctx.update(editorViewOptionsCtx, (prev) => ({
            ...prev,
            ...viewProps(labelId, describedBy, isInvalid, isDisabled),
          }));
          const events = ctx.get(listenerCtx);
          // The listener tells a change 200 ms after the last keystroke; leaving the editor (to Save, or to another
          // field) tells it at once, so a save right after typing does not send the text as it was before.
          let told: string | null = null;
          const tell = (markdown: string) => {
            if (markdown === told) return;
            told = markdown;
            onChangeRef.current(markdown);
          };
          events.markdownUpdated((_ctx, markdown) => tell(markdown));
          events.blur((c) => tell(c.get(serializerCtx)(c.get(editorViewCtx).state.doc)));
          events.updated((c) => setTools(toolStateOf(c.get(editorViewCtx).state)));
          events.selectionUpdated((c) => setTools(toolStateOf(c.get(editorViewCtx).state)));
        })
        .use(commonmark)
        .use(gfm)
        .use(history)
        .use(listener),
    [],
  );
  const [loading, getEditor] = useInstance();
  // A change of these needs no new editor (which would start again from `defaultValue`): the view takes them.
  useEffect(() => {
    if (!loading) getEditor()?.action((ctx) => ctx.get(editorViewCtx).setProps(viewProps(labelId, describedBy, isInvalid, isDisabled)));
  }, [loading, getEditor, labelId, describedBy, isInvalid, isDisabled]);
  const run = (fn: (ctx: Ctx) => unknown) => {
    if (loading) return;
    const editor = getEditor();
    editor?.action((ctx) => {
      fn(ctx);
      ctx.get(editorViewCtx).focus();
    });
  };
  const focusEditor = () => run(() => undefined);
  const insertLink = (href: string, text: string) =>
    run((ctx) => {
      const view = ctx.get(editorViewCtx);
      const { state } = view;
      const link = state.schema.marks.link;
      if (!link) return;
      const { from, to, empty } = state.selection;
      const mark = link.create({ href });
      const tr = empty
        ? state.tr.insertText(text || href, from).addMark(from, from + (text || href).length, mark)
        : state.tr.addMark(from, to, mark);
      view.dispatch(tr.scrollIntoView());
    });
  const removeLink = () =>
    run((ctx) => {
      const view = ctx.get(editorViewCtx);
      const { state } = view;
      const link = state.schema.marks.link;
      if (!link) return;
      const { $from, from, to, empty } = state.selection;
      // With a bare cursor, the link it stands in: walk the text around it while the mark holds.
      let start = from;
      let end = to;
      if (empty) {
        const parent = $from.parent;
        const offset = $from.parentOffset;
        let a = offset;
        let b = offset;
        const linked = (pos: number) => !!parent.childAfter(pos).node && link.isInSet(parent.childAfter(pos).node!.marks);
        while (a > 0 && linked(a - 1)) a--;
        while (b < parent.content.size && linked(b)) b++;
        start = $from.start() + a;
        end = $from.start() + b;
      }
      view.dispatch(state.tr.removeMark(start, end, link));
    });
  const selectedText = () => {
    if (loading) return "";
    let text = "";
    getEditor()?.action((ctx) => {
      const { state } = ctx.get(editorViewCtx);
      text = state.doc.textBetween(state.selection.from, state.selection.to, " ");
    });
    return text;
  };
  return (
    <>
      <Toolbar
        state={tools}
        isDisabled={loading || isDisabled}
        onBold={() => run(callCommand(toggleStrongCommand.key))}
        onItalic={() => run(callCommand(toggleEmphasisCommand.key))}
        onHeading={() => run(callCommand(wrapInHeadingCommand.key, tools.heading ? 0 : 2))}
        onBulletList={() => run(callCommand(wrapInBulletListCommand.key))}
        onOrderedList={() => run(callCommand(wrapInOrderedListCommand.key))}
        onLink={() => (tools.link ? removeLink() : setDialog("link"))}
        onImage={() => setDialog("image")}
      />
      <Milkdown />
      <RichTextDialogs
        kind={dialog}
        selectedText={dialog === "link" ? selectedText() : ""}
        onClose={() => {
          setDialog(null);
          focusEditor();
        }}
        onLink={(href, text) => {
          setDialog(null);
          insertLink(href, text);
        }}
        onImage={(src, alt) => {
          setDialog(null);
          run(callCommand(insertImageCommand.key, { src, alt }));
        }}
      />
    </>
  );
}

/** Milkdown with the toolbar; see `RichTextEditor` for the public face. */
export default function MilkdownEditor(props: MilkdownEditorProps) {
  return (
    <MilkdownProvider>
      <Inner {...props} />
    </MilkdownProvider>
  );
}
