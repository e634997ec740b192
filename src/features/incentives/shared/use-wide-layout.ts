// The hook moved to the kit with the Table's phone form; pages import it from '@/ui'.
export { useWideLayout } from '@/ui';
