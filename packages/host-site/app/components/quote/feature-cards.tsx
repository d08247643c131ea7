/** Selling points of a landing page as cards (a title and a line each). */

/** One point. */
export interface Feature {
  title: string;
  text: string;
}

/** The cards (styles in landing.css, imported by the landing hero). */
export function FeatureCards({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="landing-cards">
      {features.map((feature) => (
        <li key={feature.title}>
          <h3>{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
