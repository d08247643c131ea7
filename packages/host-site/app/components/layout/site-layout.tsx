/**
 * The page frame: skip link, header, side drawer, main content, footer, the page's login sheet
 * and toast, the platform effects and the connection guard. `chrome="none"` (an embeddable page)
 * keeps only the content.
 */
import { siteMessages } from '@renovo/core';
import { type ReactNode, useId, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { CouponCountdown } from '../campaign/coupon-countdown.tsx';
import { Drawer } from '../drawer/drawer.tsx';
import { Header } from '../header/header.tsx';
import { CustomPopbox } from '../popbox/custom-popbox.tsx';
import { ConnectionGuard } from '../ui/connection-guard.tsx';
import { LoadingIndicator } from '../ui/loading-indicator.tsx';
import { RoutePreloads } from '../ui/route-preload.tsx';
import { Footer } from './footer.tsx';
import { PlatformEffects } from './platform-effects.tsx';
import type { RootData } from './root-data.ts';
import { SeoInfo } from './seo-info.tsx';
import './layout.css';

/** Props of {@link SiteLayout}. */
export interface SiteLayoutProps {
  data: RootData;
  activeKey: string;
  chrome?: 'full' | 'none';
  children: ReactNode;
}

/** The frame around every page (and the error page). */
export function SiteLayout({ data, activeKey, chrome = 'full', children }: SiteLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // A navigation held while its page's code is fetched (connection-guard.tsx) is loading too.
  const [waitingForCode, setWaitingForCode] = useState(false);
  const busy = navigation.state !== 'idle' || waitingForCode;
  const widgets = (
    <>
      <renovo-login-sheet onrenovo-login={() => void revalidator.revalidate()} />
      <PlatformEffects viewer={data.viewer} />
      <ConnectionGuard onWaiting={setWaitingForCode} />
      <SeoInfo />
      <RoutePreloads />
    </>
  );
  if (chrome === 'none') {
    return (
      <>
        <main id="main">{children}</main>
        {widgets}
      </>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {siteMessages.skipToContent}
      </a>
      <div className={`page-progress${busy ? ' is-busy' : ''}`} aria-hidden="true" />
      <LoadingIndicator busy={busy} />
      <Header
        activeKey={activeKey}
        keywords={data.keywords}
        categories={data.categories}
        region={data.region}
        drawerId={drawerId}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      <CouponCountdown />
      <Drawer
        id={drawerId}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        viewer={data.viewer}
        sisterApps={data.sisterApps}
      />
      <main id="main" className="site-main" tabIndex={-1} aria-busy={busy}>
        {children}
      </main>
      <CustomPopbox />
      <Footer />
      {widgets}
    </>
  );
}
