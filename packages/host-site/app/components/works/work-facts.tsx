/** The facts of a work (style, housing type, area, layout, budget, region, designer) and its tags. */
import { worksMessages } from '@renovo/core';
import type { WorkDetailData } from './work-types.ts';

/** Props of {@link WorkFacts}. */
export interface WorkFactsProps {
  work: WorkDetailData;
}

/** The facts as a description list. */
export function WorkFacts({ work }: WorkFactsProps) {
  const facts: [string, string | undefined][] = [
    [worksMessages.facts.style, work.style?.name],
    [worksMessages.facts.housingType, work.housing_type?.name],
    [worksMessages.facts.area, work.area_cn],
    [worksMessages.facts.layout, work.layout_cn],
    [worksMessages.facts.budget, work.budget_cn],
    [worksMessages.facts.region, work.region?.name],
    [worksMessages.facts.designer, work.designer],
  ];
  return (
    <>
      <dl className="work-facts">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {work.tags.length > 0 ? (
        <ul className="work-tags" aria-label={worksMessages.tagsLabel}>
          {work.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
