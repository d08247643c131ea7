/**
 * The campaign's coupon countdown (docs/spec/quotes.md#calls configs: config_type[]
 * mid_year_celebration_2507,
 * show_coupon and the end time in seconds). A slim bar under the header, linking to the quote
 * form, while the operator's campaign runs; nothing when show_coupon is false, when there is no
 * campaign (production starts with none), or once the end time has passed — it then disappears
 * by itself. Read in the browser after hydration: the server page carries no clock-dependent text.
 */
import { campaignMessages, format, getConfigs } from '@renovo/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/browser.ts';
import { runningUntil, timeLeft } from '../../lib/countdown.ts';
import './campaign.css';

/** The bar; renders nothing until a running campaign is known. */
export function CouponCountdown() {
  const [end, setEnd] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    let live = true;
    getConfigs(browserApi())
      .then((answer) => {
        if (!live) return;
        setNow(Date.now());
        setEnd(runningUntil(answer.data?.mid_year_celebration_2507, Date.now()));
      })
      // No campaign to show: the page is the same without it.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (end === null) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) {
        window.clearInterval(timer);
        setEnd(null);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [end]);

  const left = end === null ? null : timeLeft(end, now);
  if (left === null) return null;
  return (
    <aside className="campaign-bar" aria-label={campaignMessages.claim}>
      <div className="container campaign-bar__inner">
        <p className="campaign-bar__text" role="timer">
          {format(campaignMessages.coupon, { time: left })}
        </p>
        <Link className="campaign-bar__link" to="/decorationfrom">
          {campaignMessages.claim}
        </Link>
      </div>
    </aside>
  );
}
