/** @jsxImportSource preact */
import { formatWan, quotePreviewMessages } from '@renovo/core';
import type { ComponentChildren } from 'preact';
import { useId, useState } from 'preact/hooks';
import type { PreviewCategory, PreviewGroup, PreviewItem, ValuationSection } from './preview-types.ts';

const numberFormat = new Intl.NumberFormat('zh-TW');

/** A unit price with thousands separators (anything that is not a number is shown as it is). */
function formatPrice(value: number | string | undefined): string {
  const n = typeof value === 'number' ? value : Number(value);
  return value === undefined || value === '' || !Number.isFinite(n)
    ? String(value ?? '')
    : numberFormat.format(n);
}

/**
 * One valuation section (design and construction, or furniture and appliances): its name, its
 * amount in 萬, an optional badge, then its categories → groups → items as nested disclosures.
 */
export function PreviewTree({ section, badge }: { section: ValuationSection; badge?: string }) {
  const categories = section.children ?? [];
  return (
    <div class="qp-section" part="preview-section">
      <p class="qp-section-head">
        <span class="qp-section-name">{section.name}</span>
        {badge ? (
          <span class="qp-badge" part="preview-badge">
            {badge}
          </span>
        ) : null}
        <span class="qp-amount">{formatWan(section.tt_amount)}</span>
      </p>
      {categories.length > 0 ? (
        <ul class="qp-list" part="preview-tree">
          {categories.map((category, i) => (
            <Category key={i} category={category} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A disclosure: a toggle button (aria-expanded) and the list it shows or hides. */
function Disclosure(props: {
  name: string;
  amount: number | undefined;
  part: string;
  depth: number;
  initiallyOpen: boolean;
  children: ComponentChildren;
}) {
  const [open, setOpen] = useState(props.initiallyOpen);
  const id = useId();
  return (
    <li class={`qp-node qp-depth-${props.depth}`}>
      <button
        type="button"
        class="qp-toggle"
        part={props.part}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span class="qp-chevron" aria-hidden="true" />
        <span class="qp-node-name">{props.name}</span>
        {props.amount !== undefined ? <span class="qp-amount">{formatWan(props.amount)}</span> : null}
      </button>
      <ul class="qp-list" id={id} hidden={!open}>
        {props.children}
      </ul>
    </li>
  );
}

// Categories start closed so the panel stays short; the groups inside an opened category start open.
function Category({ category }: { category: PreviewCategory }) {
  return (
    <Disclosure
      name={category.name}
      amount={category.tt_amount}
      part="preview-category"
      depth={0}
      initiallyOpen={false}
    >
      {(category.children ?? []).map((group: PreviewGroup, i) => (
        <Disclosure
          key={i}
          name={group.name}
          amount={group.tt_amount}
          part="preview-group"
          depth={1}
          initiallyOpen
        >
          {(group.children ?? []).map((item, j) => (
            <Item key={j} item={item} />
          ))}
        </Disclosure>
      ))}
    </Disclosure>
  );
}

function Item({ item }: { item: PreviewItem }) {
  const t = quotePreviewMessages;
  return (
    <li class="qp-item" part="preview-item">
      <span class="qp-item-name">{item.name}</span>
      <span class="qp-item-calc">
        <span class="visually-hidden">{t.quantity}</span>
        <span>{item.number_cn}</span>
        <span aria-hidden="true"> × </span>
        <span class="visually-hidden">{t.unitPrice}</span>
        <span>{formatPrice(item.unit_price)}</span>
      </span>
      <span class="qp-item-amount">
        <span class="visually-hidden">{t.amount}</span>
        {item.fmt_amount}
      </span>
    </li>
  );
}
