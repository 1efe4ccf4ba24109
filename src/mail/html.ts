// HTML-only mail → the text a person sees. Text a mail client would not show is never read as
// commands: comments, <script>/<style>/<head>/<template>, elements hidden with the `hidden` attribute
// or an inline style (display:none, visibility:hidden, opacity:0, a font size under 4 px), and text
// whose colour is that of the background it sits on (white on white; max-height:0 with overflow
// hidden is left alone). htmlparser2 builds the tree (the parser html-to-text uses
// itself); html-to-text renders what is left. Input is cut to MAX_HTML characters first: parsing is
// quadratic in the nesting depth, and a command mail never needs more.
import { parseDocument } from "htmlparser2";
import render from "dom-serializer";
import { convert } from "html-to-text";

export const MAX_HTML = 64 * 1024;
const SKIP_TAGS = new Set(["script", "style", "head", "template", "noscript", "title", "meta", "object", "iframe"]);

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[] };

/** Is an element hidden by its attributes or its inline style? */
export function isHidden(attribs: Record<string, string> = {}): boolean {
  if ("hidden" in attribs) return true;
  const style = (attribs.style ?? "")
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/!important/g, "");
  if (!style) return false;
  return (
    /(^|;)display:none($|;)/.test(style) ||
    /(^|;)visibility:(hidden|collapse)($|;)/.test(style) ||
    tinyFont(style) ||
    /(^|;)opacity:0*(\.0*)?%?($|;)/.test(style)
  );
}

/** A font size under about 4 px: no reader sees such text (font-size:1px). */
function tinyFont(style: string): boolean {
  const f = /(?:^|;)font-size:([\d.]+)(px|pt|em|rem|%)?(?:$|;)/.exec(style);
  if (!f) return false;
  const n = Number(f[1]);
  const px = { px: n, pt: n * (4 / 3), em: n * 16, rem: n * 16, "%": (n * 16) / 100 }[f[2] ?? "px"] ?? n;
  return px < 4;
}

const NAMED: Record<string, string> = {
  white: "#ffffff",
  black: "#000000",
  red: "#ff0000",
  lime: "#00ff00",
  blue: "#0000ff",
  yellow: "#ffff00",
  silver: "#c0c0c0",
  gray: "#808080",
  grey: "#808080",
  transparent: "transparent",
};

/** A CSS or HTML colour as #rrggbb (lower case), or null when it is not one we read. */
export function colourOf(raw: string | undefined): string | null {
  if (!raw) return null;
  const c = raw.trim().toLowerCase();
  if (NAMED[c]) return NAMED[c];
  const h = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(c)?.[1];
  if (h) return "#" + (h.length === 3 ? [...h].map((x) => x + x).join("") : h);
  const rgb = /^rgba?\((\d+),(\d+),(\d+)(?:,[\d.]+)?\)$/.exec(c.replace(/\s+/g, ""));
  if (rgb)
    return (
      "#" +
      rgb
        .slice(1, 4)
        .map((x) => Math.min(255, Number(x)).toString(16).padStart(2, "0"))
        .join("")
    );
  return null;
}

function styleValue(style: string, prop: string): string | undefined {
  return new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([^;]+)`, "i").exec(style)?.[1]?.replace(/!important/i, "");
}

/** The element's own text colour and background, when it sets them. */
function coloursOf(attribs: Record<string, string> = {}): { fg: string | null; bg: string | null } {
  const style = attribs.style ?? "";
  const bgRaw = styleValue(style, "background-color") ?? styleValue(style, "background")?.split(/\s+/)[0] ?? attribs.bgcolor;
  return { fg: colourOf(styleValue(style, "color") ?? attribs.color), bg: colourOf(bgRaw) };
}

/** Deeper markup is dropped: no mail client shows it sensibly, and walking it would overflow the stack. */
const MAX_DEPTH = 400;

/**
 * Drops what a reader would not see. `paint`: the text colour and the background in force here (a
 * mail client's default: black on white); text whose colour is its background's is dropped too.
 */
function prune(children: Node[] | undefined, depth = 0, paint = { fg: "#000000", bg: "#ffffff" }): void {
  if (!children) return;
  if (depth > MAX_DEPTH) {
    children.length = 0;
    return;
  }
  for (let i = children.length - 1; i >= 0; i--) {
    const n = children[i];
    const tag = n.type === "tag" || n.type === "script" || n.type === "style";
    const own = tag ? coloursOf(n.attribs) : { fg: null, bg: null };
    const here = { fg: own.fg ?? paint.fg, bg: own.bg && own.bg !== "transparent" ? own.bg : paint.bg };
    const drop =
      n.type === "comment" ||
      n.type === "directive" ||
      n.type === "cdata" ||
      (n.type === "text" && paint.fg === paint.bg && /\S/.test((n as { data?: string }).data ?? "")) ||
      (tag && (SKIP_TAGS.has((n.name ?? "").toLowerCase()) || isHidden(n.attribs)));
    if (drop) children.splice(i, 1);
    else prune(n.children, depth + 1, here);
  }
}

/** The visible text of an HTML body. */
export function visibleHtmlText(html: string): string {
  const doc = parseDocument(html.length > MAX_HTML ? html.slice(0, MAX_HTML) : html) as unknown as Node;
  prune(doc.children);
  const cleaned = render(doc as any);
  return convert(cleaned, {
    wordwrap: false,
    limits: { maxDepth: 500 },
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
    ],
  });
}
