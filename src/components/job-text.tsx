import { Lexer, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';

/**
 * A job's description or requirements as the employer typed them: paragraphs, line breaks, bulleted and numbered
 * lists, bold and italics. The text is read by marked's lexer (Markdown with GitHub's line breaks) and only a safe set
 * of its tokens becomes elements, each built by React; nothing is ever inserted as HTML. So HTML typed into a job is
 * shown as the characters it is, a link shows only its words (no address is followed, whatever its scheme), an image
 * only its description, and a heading is bold text (the page keeps its own headings).
 */
export function JobText({ text, className }: { text: string; className?: string }) {
  const tokens = new Lexer({ gfm: true, breaks: true }).lex(bulletsAsMarkdown(text));
  return <div className={['job-text', className].filter(Boolean).join(' ')}>{blocks(tokens)}</div>;
}

/** Bullets pasted from a word processor ("•", "▪", "–") read as Markdown's "-". */
const bulletsAsMarkdown = (text: string) => text.replace(/^([ \t]*)[•▪◦‣–—]([ \t]+)/gmu, '$1-$2');

function blocks(tokens: readonly Token[]): ReactNode[] {
  return tokens.map((token, i) => <Fragment key={i}>{block(token as Tokens.Generic)}</Fragment>);
}

function block(token: Tokens.Generic): ReactNode {
  switch (token.type) {
    case 'paragraph':
    case 'heading':
      return <p>{token.type === 'heading' ? <strong>{inline(token.tokens)}</strong> : inline(token.tokens)}</p>;
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => <li key={i}>{item.loose ? blocks(item.tokens) : inline(item.tokens)}</li>);
      return list.ordered ? <ol start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined}>{items}</ol> : <ul>{items}</ul>;
    }
    case 'blockquote':
      return <blockquote>{blocks(token.tokens ?? [])}</blockquote>;
    case 'text':
      return <p>{inline(token.tokens ?? [token])}</p>;
    case 'hr':
      return <hr />;
    case 'space':
    case 'def':
      return null;
    default:
      // Code blocks, tables and raw HTML: the text as typed, line breaks kept.
      return <p className="prewrap">{token.raw.replace(/\n+$/, '')}</p>;
  }
}

function inline(tokens: readonly Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((t, i) => {
    const token = t as Tokens.Generic;
    switch (token.type) {
      case 'strong':
        return <strong key={i}>{inline(token.tokens)}</strong>;
      case 'em':
        return <em key={i}>{inline(token.tokens)}</em>;
      case 'del':
        return <del key={i}>{inline(token.tokens)}</del>;
      case 'codespan':
        return <code key={i}>{token.text}</code>;
      case 'br':
        return <br key={i} />;
      case 'text':
        // A list item's text holds its own inline tokens.
        return <Fragment key={i}>{token.tokens ? inline(token.tokens) : token.text}</Fragment>;
      case 'link':
      case 'image':
        return <Fragment key={i}>{token.text}</Fragment>;
      case 'escape':
        return <Fragment key={i}>{token.text}</Fragment>;
      default:
        // Inline HTML and anything else: the characters typed.
        return <Fragment key={i}>{token.raw}</Fragment>;
    }
  });
}
