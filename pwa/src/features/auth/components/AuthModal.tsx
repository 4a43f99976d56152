import { useLocation } from 'react-router-dom';
import { Modal } from '../../../components/ui/Modal';
import { AuthForm, type AuthMode } from './AuthForm';

type AuthModalProps = {
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
};

/** Header sign-in / sign-up dialog; the visitor stays on the page they were reading. */
export function AuthModal({ mode, onModeChange, onClose }: AuthModalProps) {
  const location = useLocation();
  return (
    <Modal open={mode !== null} onClose={onClose} title={mode === 'signin' ? 'Đăng ký tài khoản' : 'Đăng nhập'} size="md" testId="auth-modal">
      {mode ? (
        <AuthForm key={mode} mode={mode} onModeChange={onModeChange} returnTo={`${location.pathname}${location.search}`} onSignedIn={onClose} onRegistered={onClose} />
      ) : null}
    </Modal>
  );
}
