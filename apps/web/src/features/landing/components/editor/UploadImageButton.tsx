import { useRef, useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../../lib/api/api-client';
import { landingImagesKey } from '../../api/get-landing-images';
import { uploadLandingImage } from '../../api/save-landing';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

interface UploadImageButtonProps extends Pick<ButtonProps, 'sx' | 'variant'> {
  onUploaded: (src: string) => void;
  /** The upload's failure, or null when a new upload starts. */
  onError: (message: string | null) => void;
}

/** Upload: a file from this device, stored by the server (POST /api/landing/image); the picker lists it from then on. */
export function UploadImageButton({ onUploaded, onError, sx, variant = 'outlined' }: UploadImageButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const queryClient = useQueryClient();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    onError(null);
    try {
      const { src } = await uploadLandingImage(file);
      await queryClient.invalidateQueries({ queryKey: landingImagesKey });
      onUploaded(src);
    } catch (err) {
      onError(errorMessage(err));
    } finally {
      setUploading(false);
      // The same file again is a new choice.
      if (input.current) input.current.value = '';
    }
  };
  // A real button (a label styled as one is neither reached nor pressed by keyboard) that opens the hidden file input,
  // a sibling: inside the button, the input's click would bubble back to the button.
  return (
    <>
      <Button
        variant={variant}
        startIcon={<UploadOutlined />}
        disabled={uploading}
        onClick={() => input.current?.click()}
        sx={sx}
      >
        {uploading ? 'Uploading…' : 'Upload'}
      </Button>
      <input ref={input} hidden type="file" accept={ACCEPTED} onChange={(e) => void upload(e.target.files?.[0])} />
    </>
  );
}
