import { Avatar, Box, Card, Link, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { ExcludedTag } from '../../../components/ui/ExcludedTag';
import { productsHref } from '../../../lib/catalogue/product-filters';
import type { CategoryCard } from '../utils/category-cards';

/** A main category with links to each of its categories (/products#mc=..&c=..). */
export function MainCategoryCard({ card }: { card: CategoryCard }) {
  const { main, categories } = card;
  const headingId = `main-category-${main.code}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 2, pb: 1 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40, fontWeight: 700 }} aria-hidden>
          {main.description.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" noWrap sx={{ lineHeight: 1.3 }}>
            {main.description}
          </Typography>
          <Link component={RouterLink} to={productsHref(main.code)} variant="body2" underline="hover">
            Shop all {main.description}
          </Link>
        </Box>
      </Box>
      <List dense sx={{ px: 1, pb: 1 }}>
        {categories.map((c) => (
          // A list holds list items only: each link sits in its own li.
          <ListItem key={c.code} disablePadding>
            <ListItemButton component={RouterLink} to={productsHref(main.code, c.code)} sx={{ borderRadius: 2 }}>
              <ListItemText
                primary={c.description}
                secondary={c.isExcluded ? <ExcludedTag sx={{ mt: 0.5 }} /> : null}
                slotProps={{ secondary: { component: 'span' } }}
              />
              <ChevronRight fontSize="small" color="action" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
