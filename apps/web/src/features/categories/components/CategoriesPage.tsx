import { Box, Paper, Typography } from '@mui/material';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useCategories } from '../../../lib/catalogue/api/get-categories';
import { useMainCategories } from '../../../lib/catalogue/api/get-main-categories';
import { categoryCards } from '../utils/category-cards';
import { MainCategoryCard } from './MainCategoryCard';

/** Spec 1 §2 /categories: one card per main category with its sorted categories. */
export function CategoriesPage() {
  const mains = useMainCategories();
  const categories = useCategories();

  if (mains.isPending || categories.isPending) return <Loading label="Loading categories" />;
  if (mains.isError || categories.isError) {
    const retry = () => {
      void mains.refetch();
      void categories.refetch();
    };
    return (
      <ErrorState
        title="Categories could not be loaded"
        message={(mains.error ?? categories.error)?.message ?? ''}
        onRetry={retry}
      />
    );
  }
  const cards = categoryCards(mains.data, categories.data);
  if (cards.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          No categories.
        </Typography>
      </Paper>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
        alignItems: 'start',
      }}
    >
      {cards.map((card) => (
        <MainCategoryCard key={card.main.code} card={card} />
      ))}
    </Box>
  );
}
