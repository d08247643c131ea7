/** Home: who is signed in and links to the screens the role may open. */
import { format, consoleMessages as m } from '@renovo/core/messages';
import { Link } from 'react-router';
import { Screen } from '../components.tsx';
import { useSession } from '../session.tsx';
import { mayOpen } from '../types.ts';

const CARDS = [
  ['leads', m.nav.leads],
  ['partners', m.nav.partners],
  ['embed', m.nav.embed],
  ['landing', m.nav.landing],
  ['attribution', m.nav.attribution],
  ['reviews', m.nav.reviews],
  ['audit', m.nav.audit],
  ['staff', m.nav.staff],
  ['security', m.nav.security],
] as const;

export function Home() {
  const { staff } = useSession();
  return (
    <Screen title={m.home.title}>
      <p>{format(m.home.welcome, { email: staff.email })}</p>
      <p>{format(m.home.role, { role: m.roles[staff.role] })}</p>
      <ul className="cards">
        {CARDS.filter(([path]) => mayOpen(staff.role, path)).map(([path, label]) => (
          <li key={path}>
            <Link to={`/${path}`}>{label}</Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
