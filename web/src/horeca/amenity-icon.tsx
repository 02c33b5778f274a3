import { Car, Coffee, Flame, FlameKindling, type LucideIcon, Mountain, Tent, Wifi, Wine } from 'lucide-react';

/** The lodge's amenity icons by their stored lucide name; an unknown name shows none. */
const icons: Record<string, LucideIcon> = {
  wifi: Wifi,
  coffee: Coffee,
  flame: Flame,
  'flame-kindling': FlameKindling,
  mountain: Mountain,
  car: Car,
  wine: Wine,
  tent: Tent,
};

export function AmenityList({
  amenities,
}: {
  amenities: readonly { id: string; name: string; icon: string }[];
}) {
  return (
    <ul className="amenities">
      {amenities.map((amenity) => {
        const Icon = icons[amenity.icon];
        return (
          <li key={amenity.id} className="amenities__item">
            {Icon && <Icon size={16} aria-hidden="true" />}
            {amenity.name}
          </li>
        );
      })}
    </ul>
  );
}
