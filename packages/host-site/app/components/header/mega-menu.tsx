/** The article mega-menu (docs/spec/popups-and-header.md#screens): every article category with its sub-labels. */
import { siteMessages } from '@renovo/core';
import { Link } from 'react-router';
import type { ArticleCategory } from '../../lib/article-categories.ts';
import { articleCategoryHref, HEADER_TRACKING } from '../../lib/nav.ts';
import { trackHeaderClick } from './track.ts';

/** Props of {@link MegaMenu}. */
export interface MegaMenuProps {
  categories: readonly ArticleCategory[];
  onNavigate(): void;
}

/** The categories in columns, plus a link to every article. */
export function MegaMenu({ categories, onNavigate }: MegaMenuProps) {
  const follow = (name: string) => {
    trackHeaderClick(name);
    onNavigate();
  };
  return (
    <div className="mega-menu">
      <ul className="mega-menu__columns">
        {categories.map((category) => (
          <li key={category.id} className="mega-menu__column">
            <Link
              className="mega-menu__label"
              to={articleCategoryHref(category.id)}
              onClick={() => follow(category.name)}
            >
              {category.name}
            </Link>
            {category.subLabels.length > 0 ? (
              <ul className="mega-menu__subs">
                {category.subLabels.map((sub) => (
                  <li key={sub.id}>
                    <Link to={articleCategoryHref(category.id, sub.id)} onClick={() => follow(sub.name)}>
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <Link
        className="mega-menu__all"
        to={`/article?${new URLSearchParams(HEADER_TRACKING)}`}
        onClick={() => follow(siteMessages.allArticles)}
      >
        {siteMessages.allArticles}
      </Link>
    </div>
  );
}
