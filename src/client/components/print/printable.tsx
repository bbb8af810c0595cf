import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal, flushSync } from 'react-dom';
import '#client/styles/print.css';

/**
 * The one way Kade prints (receipts, A4 invoices, reprints, reports). The document is rendered
 * into a print root directly under <body>, only while printing; the print stylesheet
 * (styles/print.css) shows that root alone. Nothing of the screen's layout — a dialog's centring,
 * fixed positions, scroll locks — can move it off page 1.
 */
export type Paper = 'roll-80mm' | 'a4';

const PX_PER_MM = 96 / 25.4;

/**
 * The @page rule of a paper. A4 keeps 12 mm margins. An 80 mm roll has no fixed length: the page
 * is cut to the document's measured height (the root pads itself, so no margins), one page however
 * short or long the receipt.
 */
export function pageRule(paper: Paper, heightMm?: number): string {
  if (paper === 'a4') return '@page { size: A4 portrait; margin: 12mm; }';
  return `@page { size: 80mm ${heightMm ?? 297}mm; margin: 0; }`;
}

export type PrintHandle = {
  paper: Paper;
  printing: boolean;
  /** Renders the document and opens the browser's print dialog. */
  print: () => void;
  rootRef: RefObject<HTMLDivElement | null>;
  pageStyleRef: RefObject<HTMLStyleElement | null>;
};

/**
 * Printing for one document. While the component using it is mounted, the browser's own Print
 * (Ctrl+P) prints the document too: `beforeprint` renders it synchronously.
 */
export function usePrint(paper: Paper): PrintHandle {
  const [printing, setPrinting] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const pageStyleRef = useRef<HTMLStyleElement | null>(null);

  const prepare = useCallback(() => {
    flushSync(() => setPrinting(true));
    const root = rootRef.current;
    const style = pageStyleRef.current;
    if (!root || !style) return;
    // On screen the root is laid out (unseen) at the paper's width, so its height is the printed one.
    const heightMm = Math.ceil(root.getBoundingClientRect().height / PX_PER_MM) + 1;
    style.textContent = pageRule(paper, heightMm);
  }, [paper]);

  useEffect(() => {
    const done = () => setPrinting(false);
    window.addEventListener('beforeprint', prepare);
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('beforeprint', prepare);
      window.removeEventListener('afterprint', done);
    };
  }, [prepare]);

  const print = useCallback(() => {
    prepare();
    window.print();
  }, [prepare]);

  return { paper, printing, print, rootRef, pageStyleRef };
}

/** Where the document goes while printing; renders nothing otherwise. */
export function PrintArea({ handle, children }: { handle: PrintHandle; children: ReactNode }) {
  if (!handle.printing) return null;
  return createPortal(
    <div ref={handle.rootRef} className="kade-print-root" data-paper={handle.paper} aria-hidden="true">
      <style ref={handle.pageStyleRef} />
      {children}
    </div>,
    document.body,
  );
}
