/**
 * The article body's rich-text editor (Tiptap on ProseMirror, ADR 043): headings (h2, h3),
 * paragraphs, bold, italic, bulleted and numbered lists, quotes, links and images from the media
 * library (each asked for its alt text as it goes in; 圖片說明 changes the chosen one's) — exactly
 * what the server's one allow-list keeps. A toolbar of labelled toggle buttons
 * (`aria-pressed`), every command also on the keyboard (Ctrl+B, Ctrl+I, Ctrl+Z…); the editable
 * area is a labelled multi-line text box.
 */
import { articleEditorMessages as m } from '@renovo/core/messages';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { type Asset, MediaPicker } from './media-picker.tsx';

/** An image that remembers its media-library asset (the server makes it a `<picture>`). */
const LibraryImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaId: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-media-id'),
        renderHTML: (attributes: { mediaId?: string | null }) =>
          attributes.mediaId ? { 'data-media-id': attributes.mediaId } : {},
      },
    };
  },
});

/** A link's address: http(s) or a path of the site; null when cancelled or not one. */
function askLink(current: string | undefined): string | null {
  const answer = window.prompt(m.linkPrompt, current ?? 'https://');
  if (answer === null) return null;
  const url = answer.trim();
  return /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*|\/)$/i.test(url) ? url : '';
}

/** An image's alt text: the answer trimmed (at most 200 characters), or null when cancelled. */
function askAlt(current: string | undefined): string | null {
  const answer = window.prompt(m.altPrompt, current ?? '');
  return answer === null ? null : answer.trim().slice(0, 200);
}

/** The editor; `onChange` gets the body's HTML after every change. */
export function ArticleBodyEditor({ html, onChange }: { html: string; onChange: (html: string) => void }) {
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] },
      }),
      LibraryImage,
    ],
    content: html,
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': 'article-body-label',
        class: 'article-body-editor',
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      image: e.isActive('image'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const tool = (label: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <button
      type="button"
      className="tool"
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  );

  function link() {
    const url = askLink(editor.getAttributes('link').href as string | undefined);
    if (url === null) return;
    if (url === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url }).run();
  }

  function insert(asset: Asset) {
    setPicking(false);
    const src =
      asset.variants.find((v) => v.format === 'jpeg' && v.width >= 1280)?.url ?? asset.variants[0]?.url;
    if (!src) return;
    const alt = askAlt('') ?? '';
    chain()
      .insertContent({ type: 'image', attrs: { src, alt, mediaId: String(asset.id) } })
      .run();
  }

  function describeImage() {
    const alt = askAlt(editor.getAttributes('image').alt as string | undefined);
    if (alt !== null) chain().updateAttributes('image', { alt }).run();
  }

  return (
    <div className="article-body">
      <div role="toolbar" aria-label={m.toolbar} className="toolbar">
        {tool(m.heading2, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool(m.heading3, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool(m.bold, state.bold, () => chain().toggleBold().run())}
        {tool(m.italic, state.italic, () => chain().toggleItalic().run())}
        {tool(m.bulletList, state.bullet, () => chain().toggleBulletList().run())}
        {tool(m.orderedList, state.ordered, () => chain().toggleOrderedList().run())}
        {tool(m.quote, state.quote, () => chain().toggleBlockquote().run())}
        {tool(m.link, state.link, link)}
        {tool(m.insertImage, undefined, () => setPicking(true))}
        {tool(m.imageAlt, undefined, describeImage, !state.image)}
        {tool(m.undo, undefined, () => chain().undo().run(), !state.undo)}
        {tool(m.redo, undefined, () => chain().redo().run(), !state.redo)}
      </div>
      <EditorContent editor={editor} />
      {picking ? (
        <MediaPicker title={m.insertImage} onPick={insert} onClose={() => setPicking(false)} />
      ) : null}
    </div>
  );
}
