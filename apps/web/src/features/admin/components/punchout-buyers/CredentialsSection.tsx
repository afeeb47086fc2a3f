import { Box, TextField } from '@mui/material';
import { IdentityRows } from './IdentityRows';
import { SecretField } from './SecretField';
import type { SectionProps } from './section-props';

interface CredentialsProps extends SectionProps {
  /** Whether the server holds a secret (cXML) or a password (OCI) for this buyer already. */
  storedSecret: boolean;
  storedPassword: boolean;
}

/**
 * How the procurement system proves who it is. cXML: From and Sender identities, our To identity and the shared
 * secret (the buyer's storefront account never signs in itself). OCI: the USERNAME and PASSWORD it sends.
 */
export function CredentialsSection(props: CredentialsProps) {
  const { draft, update, field, storedSecret, storedPassword } = props;
  if (draft.protocol === 'oci')
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...field('username', 'The USERNAME the procurement system sends')}
          label="Username"
          required
          autoComplete="off"
          value={draft.username}
          onChange={(e) => update({ username: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
        />
        <SecretField
          {...field(
            'password',
            storedPassword
              ? 'Leave empty to keep the current password'
              : 'The PASSWORD it sends, at least 8 characters',
          )}
          label="Password"
          what="password"
          required={!storedPassword}
          value={draft.password}
          onChange={(password) => update({ password })}
        />
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <IdentityRows {...props} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...field('toIdentity', 'Our identity in its To credential, e.g. HARBORFOODS')}
          label="To identity"
          required
          value={draft.toIdentity}
          onChange={(e) => update({ toIdentity: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
        />
        <SecretField
          {...field(
            'sharedSecret',
            storedSecret
              ? 'Leave empty to keep the current secret'
              : 'The SharedSecret its Sender sends, at least 12 characters',
          )}
          label="Shared secret"
          what="shared secret"
          required={!storedSecret}
          value={draft.sharedSecret}
          onChange={(sharedSecret) => update({ sharedSecret })}
        />
        <TextField
          {...field('username', 'The storefront account its sessions shop as; it never signs in with a password')}
          label="Account username"
          required
          autoComplete="off"
          value={draft.username}
          onChange={(e) => update({ username: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
        />
      </Box>
    </Box>
  );
}
