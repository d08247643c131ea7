import type { ReactNode } from 'react';

export const metadata = { title: 'Renovo consumer: Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-Hant-TW">
      <body>{children}</body>
    </html>
  );
}
