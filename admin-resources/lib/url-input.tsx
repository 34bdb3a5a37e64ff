/** A URL field (photo, cover, video) typed in, or filled by uploading a file (lambda upload). */
import { useRef, useState } from 'react';
import { TextInput, useNotify, useTranslate, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { CircularProgress, IconButton, InputAdornment, Tooltip } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { uploadFile } from '../../src/api/upload';
import { viewsText } from './i18n/en';
import { useText } from '../../src/i18n/text';

export function UrlInput(props: TextInputProps & { source: string; accept: string }) {
  const { accept, ...input } = props;
  const { setValue } = useFormContext();
  const notify = useNotify();
  const translate = useTranslate();
  const text = useText(viewsText);
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    uploadFile(file, 'admin')
      .then((res) => {
        setValue(props.source, res.url, { shouldDirty: true, shouldValidate: true });
        notify(text.uploaded(file.name), { type: 'success' });
      })
      .catch((err: Error) => notify(err.message, { type: 'error' }))
      .finally(() => {
        setBusy(false);
        if (picker.current) picker.current.value = '';
      });
  };
  return (
    <>
      <TextInput
        {...input}
        type="text"
        InputProps={{
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={accept.startsWith('video') ? text.uploadVideo : text.uploadImage}>
                <span>
                  <IconButton aria-label={text.uploadFor(typeof props.label === 'string' ? translate(props.label, { _: props.label }) : props.source)} onClick={() => picker.current?.click()} disabled={busy} edge="end">
                    {busy ? <CircularProgress size={20} /> : <UploadFileIcon />}
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        }}
      />
      <input ref={picker} type="file" accept={accept} hidden data-testid={`upload-${props.source}`} onChange={(e) => pick(e.target.files?.[0])} />
    </>
  );
}
