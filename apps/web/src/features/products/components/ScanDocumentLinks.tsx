import { CircularProgress, Link, List, ListItem, ListItemIcon, Typography } from '@mui/material';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { Product } from '@storefront/contract';
import { useDocumentDownload } from '../hooks/use-document-download';

/** The product's scan documents (spec sheets, safety data) as download links. */
export function ScanDocumentLinks({ documents }: { documents: Product['scanDocuments'] }) {
  const { download, busy } = useDocumentDownload();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="product-documents">
      <Typography id="product-documents" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Documents
      </Typography>
      <List dense disablePadding>
        {documents.map((doc) => (
          <ListItem key={doc.documentKey} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {busy === doc.url ? (
                <CircularProgress size={18} aria-label="Downloading" />
              ) : (
                <PictureAsPdfOutlined color="error" fontSize="small" />
              )}
            </ListItemIcon>
            <Link
              href={doc.url}
              download
              underline="hover"
              onClick={(e) => {
                e.preventDefault();
                void download(doc.url, doc.name);
              }}
            >
              {doc.name} (PDF)
            </Link>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
