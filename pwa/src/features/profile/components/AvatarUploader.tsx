import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Profile } from '../../../api/types';
import { Avatar } from '../../../components/ui/Avatar';
import { FilePicker } from '../../../components/ui/FilePicker';
import { toastError } from '../../../lib/http/toastError';
import { AVATAR_TYPES, validateAvatarFile } from '../../../lib/validation';
import { useAuth } from '../../auth';
import { uploadAvatar } from '../api/profileApi';

export function AvatarUploader({ user }: { user: Profile }) {
  const { updateUser } = useAuth();
  const [uploading, setUploading] = useState(false);

  const onFileChosen = async (file: File | undefined) => {
    if (!file) return;
    const invalid = validateAvatarFile(file);
    if (invalid) {
      toast.error(invalid);
      return;
    }
    setUploading(true);
    try {
      updateUser(await uploadAvatar(file));
      toast.success('Cập nhật ảnh đại diện thành công!');
    } catch (error) {
      toastError(error, 'Upload file thất bại.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative">
        <Avatar name={user.name} email={user.email} src={user.avatarUrl} size="xl" />
        {uploading ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-900/50" aria-hidden="true">
            <span className="h-6 w-6 animate-spin rounded-full border-2 border-white border-t-transparent" />
          </span>
        ) : null}
      </div>
      <FilePicker
        label="Chọn ảnh đại diện"
        hideLabel
        appearance="button"
        accept={AVATAR_TYPES.join(',')}
        disabled={uploading}
        buttonLabel={uploading ? 'Đang tải lên...' : 'Đổi ảnh đại diện'}
        onFiles={([file]) => void onFileChosen(file)}
        testId="avatar-input"
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">JPEG, PNG hoặc WEBP, tối đa 5 MB</p>
    </div>
  );
}
