import { FeatureIcon, type IconName } from './FeatureIcon.tsx';

export interface TitledItem {
  title: string;
  text: string;
  icon?: IconName;
}

interface Props {
  items: readonly TitledItem[];
  /** Numbered steps are an ordered list; everything else is not. */
  ordered?: boolean;
  className: string;
  itemClassName?: string;
}

/** A list of short titled paragraphs (cards, beliefs, steps), each with its icon when it has one. */
export function TitledList({ items, ordered = false, className, itemClassName }: Props) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          {item.icon ? <FeatureIcon name={item.icon} /> : null}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
