import { Check, ChevronDown, Languages } from 'lucide-react';
import { css } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { Menu } from '@/ui/Menu';

export interface LanguageOption {
  langcode: string;
  name: string;
  direction?: 'ltr' | 'rtl';
}

export interface LanguageSwitcherProps {
  /** Sorted by weight (GET languages). */
  languages: LanguageOption[];
  current: string;
  onChange: (langcode: string) => void;
}

/** A menu of the site's languages, each written in its own language and direction. */
export function LanguageSwitcher({ languages, current, onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const active = languages.find((language) => language.langcode === current);
  if (languages.length < 2) return null;
  return (
    <Menu
      placement="bottom-end"
      onSelect={(value) => {
        if (value !== current) onChange(value);
      }}
      items={languages.map((language) => ({
        value: language.langcode,
        label: language.name,
        icon: language.langcode === current ? Check : undefined,
      }))}
      trigger={
        <Button
          variant="ghost"
          aria-label={t('Language: @language', { '@language': active?.name ?? current })}
          startIcon={<Icon icon={Languages} size={18} />}
          endIcon={<Icon icon={ChevronDown} size={16} />}
        >
          <span lang={active?.langcode} className={css({ fontWeight: 'medium' })}>
            {active?.name ?? current}
          </span>
        </Button>
      }
    />
  );
}
