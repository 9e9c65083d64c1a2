/**
 * Layout checks the visual sweep runs inside the page, on what a person sees at the current viewport:
 * - overflow: the document is wider than the viewport (the elements that stick out are named);
 * - overlap: visible buttons, links, inputs and labels whose boxes intersect (nested elements and parts clipped
 *   away by a scroll container do not count; a fixed or sticky bar counts where scrolling cannot uncover what it
 *   covers: at the top of the page for bars in the upper half, at the bottom for bars in the lower half);
 * - small-text: visible text whose computed font size (times the SVG's scale for SVG text) is under 12 px;
 * - target-size: WCAG 2.2 SC 2.5.8 Target Size (Minimum): a target smaller than 24 by 24 CSS px passes only as an
 *   inline link in a sentence, or when a 24 px circle centred on it meets no other target nor another small
 *   target's circle (the spacing exception).
 * - unstyled: an element uses a class that only a route's own stylesheet styles, and this page did not load that
 *   stylesheet (it looks right only after visiting that route first): the class belongs in a stylesheet this page
 *   loads (src/styles.css for what several routes share).
 * Every finding names the element by a short CSS path and its text, so a developer can find it fast.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export type LayoutCheck = 'overflow' | 'overlap' | 'small-text' | 'target-size' | 'unstyled';

export interface LayoutFinding {
  check: LayoutCheck;
  /** CSS path of the offending element (for overlap: both, joined by " ⟷ "). */
  target: string;
  detail: string;
}

export const MIN_TEXT_PX = 12;
export const MIN_TARGET_PX = 24;

/** Class name → the built stylesheets (file names in dist/assets) whose selectors name it. */
export type CssSources = Record<string, string[]>;

export function cssSources(distDir: string): CssSources {
  const sources: CssSources = {};
  const assets = join(distDir, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.css'))) {
    // Class selectors only: drop strings, url()s and declaration blocks first.
    const selectors = readFileSync(join(assets, file), 'utf8').replace(/"[^"]*"|'[^']*'|url\([^)]*\)/g, '').replace(/\{[^{}]*\}/g, '{}');
    for (const [, name] of selectors.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) {
      const files = (sources[name!] ??= []);
      if (!files.includes(file)) files.push(file);
    }
  }
  return sources;
}

interface InPageArgs { minText: number; minTarget: number; phase: 'top' | 'bottom'; css: CssSources }

/** Runs in the page: no references to anything outside the function. */
function inPage({ minText, minTarget, phase, css }: InPageArgs): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const root = document.documentElement;
  const vw = root.clientWidth;
  const vh = window.innerHeight;

  const describe = (el: Element): string => {
    const parts: string[] = [];
    let node: Element | null = el;
    for (let depth = 0; node && node !== document.body && depth < 5; depth += 1) {
      if (node.id && /^[A-Za-z][\w-]*$/.test(node.id)) { parts.unshift(`#${node.id}`); break; }
      const classes = [...node.classList].filter((c) => /^[A-Za-z][\w-]*$/.test(c)).slice(0, 2).map((c) => `.${c}`).join('');
      let part = node.tagName.toLowerCase() + classes;
      const parent: Element | null = node.parentElement;
      if (parent) {
        const same = [...parent.children].filter((c) => c.tagName === node!.tagName);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(node) + 1})`;
      }
      parts.unshift(part);
      node = parent;
    }
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `${parts.join(' > ')}${name ? ` "${name}"` : ''}`;
  };

  const rendered = (el: Element): boolean => {
    // Not rendered: display none or content-visibility hidden on the way up (a closed <details>), or inert.
    if (el.closest('[inert]') || !el.checkVisibility()) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  /** Hidden from sight on purpose: transparent, or clipped to a pixel (the visually-hidden pattern). */
  const seen = (el: Element): boolean => {
    if (!rendered(el)) return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (Number(style.opacity) === 0) return false;
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
    }
    return true;
  };

  type Box = { left: number; top: number; right: number; bottom: number };
  const intersect = (a: Box, b: Box): Box | null => {
    const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
    return box.right - box.left > 0 && box.bottom - box.top > 0 ? box : null;
  };
  /**
   * The part of `box` that the element's scroll containers (overflow other than visible) let through. Only the
   * ancestors on its chain of containing blocks clip it: an absolutely positioned element (a visually hidden label)
   * escapes a scroller that is not positioned, and stretches the page as if the scroller were not there.
   */
  const clipped = (el: Element, start: Box): Box | null => {
    let box: Box | null = start;
    let position = getComputedStyle(el).position;
    for (let node = el.parentElement; node && box && node !== document.body && node !== root; node = node.parentElement) {
      const style = getComputedStyle(node);
      const holds = position === 'absolute' ? style.position !== 'static' || style.transform !== 'none'
        : position === 'fixed' ? style.transform !== 'none' : true;
      if (!holds) continue;
      position = style.position;
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const r = node.getBoundingClientRect();
        box = intersect(box, {
          left: style.overflowX === 'visible' ? -Infinity : r.left, right: style.overflowX === 'visible' ? Infinity : r.right,
          top: style.overflowY === 'visible' ? -Infinity : r.top, bottom: style.overflowY === 'visible' ? Infinity : r.bottom,
        });
      }
    }
    return box;
  };
  const visibleBox = (el: Element): Box | null => clipped(el, el.getBoundingClientRect());
  /** What the element covers: each line of an inline element (a link wrapping in a sentence), else its box. */
  const visibleBoxes = (el: Element): Box[] => {
    const lines = getComputedStyle(el).display === 'inline' ? [...el.getClientRects()] : [el.getBoundingClientRect()];
    return lines.map((r) => clipped(el, r)).filter((b): b is Box => b !== null);
  };
  // Popups opened on purpose (an expanded disclosure's panel, a menu, a dialog) cover the page by design.
  const popups = [
    ...[...document.querySelectorAll('[aria-expanded="true"][aria-controls]')]
      .flatMap((el) => el.getAttribute('aria-controls')!.split(/\s+/)).map((id) => document.getElementById(id)),
    ...document.querySelectorAll('[role="menu"], [role="listbox"], [role="dialog"], [role="alertdialog"], dialog[open], :popover-open'),
  ].filter((el): el is Element => el !== null);
  const popupOf = (el: Element): Element | null => popups.find((p) => p.contains(el)) ?? null;
  /** The fixed or sticky element this one rides on, if any. */
  const overlayOf = (el: Element): Element | null => {
    for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };

  // ---- overflow (checked once, at the top) ----
  if (phase === 'top' && root.scrollWidth > vw) {
    const wide: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (wide.length >= 5) break;
      if (!rendered(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 0.5 && r.left >= -0.5) continue;
      // A bar fixed to the viewport's edges only follows the widened page.
      if (getComputedStyle(el).position === 'fixed' && r.left >= -0.5 && r.right >= root.scrollWidth - 0.5) continue;
      const box = visibleBox(el);
      if (!box || (box.right <= vw + 0.5 && box.left >= -0.5)) continue;
      // Name the outermost element that sticks out, not each of its children.
      if (el.parentElement && wide.some((w) => w === describe(el.parentElement!))) continue;
      const parent = el.parentElement;
      if (parent && parent !== document.body) {
        const pr = parent.getBoundingClientRect();
        const pbox = visibleBox(parent);
        if (pbox && (pr.right > vw + 0.5 || pr.left < -0.5) && (pbox.right > vw + 0.5 || pbox.left < -0.5)) continue;
      }
      wide.push(describe(el));
      findings.push({ check: 'overflow', target: describe(el), detail: `spans ${Math.round(r.left)}…${Math.round(r.right)} px in a ${vw} px viewport (document ${root.scrollWidth} px wide)` });
    }
    if (!wide.length) findings.push({ check: 'overflow', target: 'html', detail: `document is ${root.scrollWidth} px wide in a ${vw} px viewport` });
  }

  // ---- overlap ----
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"]';
  const controls = [...document.querySelectorAll(CONTROLS)].filter(seen)
    .map((el) => ({ el, boxes: visibleBoxes(el), overlay: overlayOf(el), popup: popupOf(el) }))
    .filter((c) => c.boxes.length > 0);
  const reported = new Set<string>();
  for (let i = 0; i < controls.length; i += 1) {
    for (let j = i + 1; j < controls.length; j += 1) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // A label and the control it names may sit together (a switch drawn over its label).
      const labelled = (l: Element, c: Element) => l instanceof HTMLLabelElement && l.control === c;
      if (labelled(a.el, b.el) || labelled(b.el, a.el)) continue;
      if ((a.popup === null) !== (b.popup === null)) continue;
      if ((a.overlay === null) !== (b.overlay === null)) {
        // Content under a bar: only where scrolling cannot uncover it.
        const bar = (a.overlay ?? b.overlay)!.getBoundingClientRect();
        const upper = bar.top + bar.height / 2 < vh / 2;
        if (phase === 'top' ? !upper : upper) continue;
      } else if (phase === 'bottom') {
        continue; // same-layer pairs do not change with scrolling: checked once, at the top
      }
      const both = a.boxes.flatMap((x) => b.boxes.map((y) => intersect(x, y)))
        .find((box): box is Box => box !== null && box.right - box.left > 1 && box.bottom - box.top > 1);
      if (!both) continue;
      const key = `${describe(a.el)} ⟷ ${describe(b.el)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      findings.push({ check: 'overlap', target: key, detail: `boxes intersect by ${Math.round(both.right - both.left)}×${Math.round(both.bottom - both.top)} px${phase === 'bottom' ? ' at the bottom of the page' : ''}` });
    }
  }
  if (phase === 'bottom') return findings;

  // ---- classes styled only by a stylesheet this page did not load ----
  // What the loaded stylesheets style (linked or inline, as a prerendered page carries them).
  const styled = new Set<string>();
  const collect = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) styled.add(name!);
      if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) collect(sheet.cssRules);
  const unstyled = new Map<string, Element>();
  for (const el of document.body.querySelectorAll('[class]')) {
    for (const name of el.classList) {
      if (css[name] && !styled.has(name) && !unstyled.has(name)) unstyled.set(name, el);
    }
  }
  for (const [name, el] of unstyled) {
    findings.push({ check: 'unstyled', target: describe(el), detail: `.${name} is styled only in ${css[name]!.join(', ')}, which this page did not load` });
  }

  // ---- small text ----
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const small = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const el = node.parentElement;
    if (!el || small.has(el) || el.closest('script, style, noscript, template, title')) continue;
    if (!seen(el)) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGGraphicsElement) {
      const matrix = el.getScreenCTM();
      if (matrix) size *= Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
    }
    if (size < minText - 0.01) {
      small.add(el);
      findings.push({ check: 'small-text', target: describe(el), detail: `${size.toFixed(1)} px text "${node.textContent.trim().slice(0, 40)}"` });
    }
  }

  // ---- target size (WCAG 2.5.8) ----
  const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"]';
  const targets: { el: Element; r: DOMRect }[] = [];
  for (const el of document.querySelectorAll(TARGETS)) {
    if ((el as HTMLButtonElement).disabled) continue;
    if (seen(el)) {
      if (visibleBox(el)) targets.push({ el, r: el.getBoundingClientRect() });
    } else if (el instanceof HTMLInputElement) {
      // A visually hidden input is operated through its label: the label is the target.
      for (const label of el.labels ?? []) if (seen(label) && visibleBox(label)) targets.push({ el: label, r: label.getBoundingClientRect() });
    }
  }
  const inSentence = (el: Element): boolean => {
    if (getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    const own = (el.textContent ?? '').replace(/\s+/g, '').length;
    const all = (block?.textContent ?? '').replace(/\s+/g, '').length;
    return all > own;
  };
  const undersized = targets.filter((t) => t.r.width < minTarget - 0.01 || t.r.height < minTarget - 0.01);
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const radius = minTarget / 2;
  for (const t of undersized) {
    if (inSentence(t.el)) continue;
    const c = centre(t.r);
    const crowded = targets.find((o) => {
      if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
      const isSmall = undersized.includes(o);
      if (isSmall) {
        const oc = centre(o.r);
        return Math.hypot(oc.x - c.x, oc.y - c.y) < 2 * radius - 0.01;
      }
      const dx = Math.max(o.r.left - c.x, 0, c.x - o.r.right);
      const dy = Math.max(o.r.top - c.y, 0, c.y - o.r.bottom);
      return Math.hypot(dx, dy) < radius - 0.01;
    });
    if (!crowded) continue;
    findings.push({
      check: 'target-size', target: describe(t.el),
      detail: `${t.r.width.toFixed(0)}×${t.r.height.toFixed(0)} px, under ${minTarget}×${minTarget} and too close to ${describe(crowded.el)}`,
    });
  }
  return findings;
}

/** Runs every layout check on the page as it is now; scrolls to the bottom and back for bars that cover content. */
export async function layoutFindings(page: Page, css: CssSources): Promise<LayoutFinding[]> {
  const args = { minText: MIN_TEXT_PX, minTarget: MIN_TARGET_PX, css };
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = await page.evaluate(inPage, { ...args, phase: 'top' as const });
  const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);
  if (!scrolls) return top;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await page.evaluate(inPage, { ...args, phase: 'bottom' as const });
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...top, ...bottom];
}
