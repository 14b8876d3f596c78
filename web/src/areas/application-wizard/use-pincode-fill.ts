import { useEffect, useRef } from 'react';
import { lookUpPincode } from './wizard.api.ts';

/** When six digits are typed, asks the server what it knows of the pincode and hands it over to fill blanks. */
export function usePincodeFill(pincode: string, fill: (found: { city: string | null; state: string | null }) => void) {
  const fillRef = useRef(fill);
  fillRef.current = fill;
  const asked = useRef('');
  useEffect(() => {
    if (!/^[1-9][0-9]{5}$/.test(pincode) || asked.current === pincode) return;
    asked.current = pincode;
    void lookUpPincode(pincode).then((found) => {
      if (found) fillRef.current(found);
    });
  }, [pincode]);
}
