import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  MoonIcon,
  SunIcon,
  Switch,
  useSessionBus,
  useTheme,
} from '@lingualoop/shared';

/** Desktop: one icon button that flips the theme. */
export function ThemeIconButton() {
  const { t } = useTranslation();
  const bus = useSessionBus();
  const theme = useTheme();
  return (
    <Button
      variant="ghost"
      iconOnly
      aria-label={theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark')}
      onClick={() => bus.toggleTheme()}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}

/** Drawer and signed-in header: a dark-mode switch, marked alpha (spec §1). */
export function DarkModeSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const bus = useSessionBus();
  const theme = useTheme();
  return (
    <Switch
      checked={theme === 'dark'}
      // toggleTheme also stores the choice; setTheme only sets it (spec §4).
      onChange={() => bus.toggleTheme()}
      label={t('header.darkMode')}
      adornment={<Badge title={t('header.alphaHint')}>{t('header.alpha')}</Badge>}
      fullWidth={fullWidth}
    />
  );
}
