-- A factory inquiry of the 4D manufacturing directory (issue #15 item 2) is answered through the
-- consult flow: it enters the consult queue customer service works from, linked to the inquiry
-- that holds its details (factory, contact, quantity).
ALTER TABLE consult_requests ADD COLUMN manu_inquiry_id integer REFERENCES manu_inquiries(id) ON DELETE CASCADE;
