import { useId } from 'react';
import { styled, type Theme } from '@mui/material/styles';
import { NavLink } from 'react-router';
import { selectedEntryColors } from '../../lib/theme/mode-palette';
import { isItemActive, type MenuItem, type MenuSection } from './menu-sections';

// A dense navigation list in the look of MUI's ListItemButton (rounded, selected in the primary tint), drawn by a few
// styles: the menu shows on every signed-in page, so it carries no list, ripple or button-base code.

const Title = styled('div')(({ theme }) => ({
  padding: '0 16px',
  lineHeight: '32px',
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: 0.6,
  textTransform: 'uppercase',
  color: theme.palette.text.secondary,
}));

const Entries = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const entryStyle = ({ theme }: { theme: Theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  boxSizing: 'border-box' as const,
  minHeight: 36,
  padding: '4px 16px',
  margin: 0,
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: theme.palette.text.primary,
  textAlign: 'left' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  '& svg': { fontSize: 20, marginRight: 18, flexShrink: 0, color: theme.palette.action.active },
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&[data-selected]': { ...selectedEntryColors(theme.palette), '& svg': { color: 'inherit' } },
});
const EntryLink = styled(NavLink)(entryStyle);
const EntryButton = styled('button')(entryStyle);

interface SideMenuListProps {
  sections: MenuSection[];
  pathname: string;
  /** A page link was followed (a modal drawer closes). */
  onNavigate: () => void;
  onAction: (item: MenuItem) => void;
}

function Section({
  section,
  pathname,
  onNavigate,
  onAction,
}: Omit<SideMenuListProps, 'sections'> & { section: MenuSection }) {
  const titleId = useId();
  return (
    <div style={{ padding: 8 }}>
      <Title id={titleId}>{section.title}</Title>
      <Entries aria-labelledby={titleId}>
        {section.items.map((item) => {
          const Icon = item.icon;
          const body = (
            <>
              <Icon aria-hidden />
              {item.label}
            </>
          );
          return (
            <li key={item.label}>
              {item.to ? (
                <EntryLink
                  to={item.to}
                  end
                  data-selected={isItemActive(item, pathname) || undefined}
                  onClick={onNavigate}
                >
                  {body}
                </EntryLink>
              ) : (
                <EntryButton type="button" onClick={() => onAction(item)}>
                  {body}
                </EntryButton>
              )}
            </li>
          );
        })}
      </Entries>
    </div>
  );
}

/** The side menu's sections: a titled list of page links and actions each. */
export function SideMenuList({ sections, ...rest }: SideMenuListProps) {
  return sections.map((section) => <Section key={section.title} section={section} {...rest} />);
}
