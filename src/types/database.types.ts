export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  
  "public": {
          Tables: {
            "activity_log": {
                  Row: {
                    "action": Database["public"]['Enums']["activity_action"],"actor_email": string | null,"actor_id": string,"actor_name": string | null,"area": Database["public"]['Enums']["activity_area"],"changed_columns": (string)[],"changes": NonNullable<Json>,"id": number,"occurred_at": string,"row_id": string,"subject": string | null,"summary": string,"table_name": string
                  }
                  ComputedFields: never
                  Insert: {
                    "action": Database["public"]['Enums']["activity_action"],"actor_email"?: string | null,"actor_id": string,"actor_name"?: string | null,"area": Database["public"]['Enums']["activity_area"],"changed_columns": (string)[],"changes"?: NonNullable<Json>,"id"?: never,"occurred_at"?: string,"row_id": string,"subject"?: string | null,"summary"?: string,"table_name": string
                  }
                  Update: {
                    "action"?: Database["public"]['Enums']["activity_action"],"actor_email"?: string | null,"actor_id"?: string,"actor_name"?: string | null,"area"?: Database["public"]['Enums']["activity_area"],"changed_columns"?: (string)[],"changes"?: NonNullable<Json>,"id"?: never,"occurred_at"?: string,"row_id"?: string,"subject"?: string | null,"summary"?: string,"table_name"?: string
                  }
                  Relationships: [
                    
                  ]
                },"alert_preferences": {
                  Row: {
                    "contact_message": boolean,"daily_digest": boolean,"first_timer": boolean,"prayer_request": boolean,"staff_id": string,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "contact_message"?: boolean,"daily_digest"?: boolean,"first_timer"?: boolean,"prayer_request"?: boolean,"staff_id"?: string,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "contact_message"?: boolean,"daily_digest"?: boolean,"first_timer"?: boolean,"prayer_request"?: boolean,"staff_id"?: string,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"birthdays": {
                  Row: {
                    "birth_date": string,"birth_day": number | null,"birth_month": number | null,"id": string,"member_name": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "birth_date": string,"birth_day"?: never,"birth_month"?: never,"id"?: string,"member_name": string,"version"?: number
                  }
                  Update: {
                    "birth_date"?: string,"birth_day"?: never,"birth_month"?: never,"id"?: string,"member_name"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"bookstore_items": {
                  Row: {
                    "author": string | null,"cover_image_url": string | null,"created_at": string,"excerpt": string | null,"excerpt_es": string | null,"id": string,"needs_spanish": boolean,"price": number,"purchase_link": string | null,"sort_order": number,"title": string,"title_es": string | null,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "author"?: string | null,"cover_image_url"?: string | null,"created_at"?: string,"excerpt"?: string | null,"excerpt_es"?: string | null,"id"?: string,"needs_spanish"?: never,"price": number,"purchase_link"?: string | null,"sort_order"?: number,"title": string,"title_es"?: string | null,"version"?: number
                  }
                  Update: {
                    "author"?: string | null,"cover_image_url"?: string | null,"created_at"?: string,"excerpt"?: string | null,"excerpt_es"?: string | null,"id"?: string,"needs_spanish"?: never,"price"?: number,"purchase_link"?: string | null,"sort_order"?: number,"title"?: string,"title_es"?: string | null,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"church_event_exceptions": {
                  Row: {
                    "cover_image_external_url": string | null,"cover_image_height": number | null,"cover_image_path": string | null,"cover_image_source_type": Database["public"]['Enums']["image_source"] | null,"cover_image_width": number | null,"created_at": string,"description": string | null,"description_es": string | null,"end_time": string | null,"event_id": string,"id": string,"is_cancelled": boolean,"location": string | null,"location_es": string | null,"occurrence_date": string,"start_time": string | null,"title": string | null,"title_es": string | null,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "cover_image_external_url"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_source_type"?: Database["public"]['Enums']["image_source"] | null,"cover_image_width"?: number | null,"created_at"?: string,"description"?: string | null,"description_es"?: string | null,"end_time"?: string | null,"event_id": string,"id"?: string,"is_cancelled"?: boolean,"location"?: string | null,"location_es"?: string | null,"occurrence_date": string,"start_time"?: string | null,"title"?: string | null,"title_es"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "cover_image_external_url"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_source_type"?: Database["public"]['Enums']["image_source"] | null,"cover_image_width"?: number | null,"created_at"?: string,"description"?: string | null,"description_es"?: string | null,"end_time"?: string | null,"event_id"?: string,"id"?: string,"is_cancelled"?: boolean,"location"?: string | null,"location_es"?: string | null,"occurrence_date"?: string,"start_time"?: string | null,"title"?: string | null,"title_es"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "church_event_exceptions_event_id_fkey"
      columns: ["event_id"]
isOneToOne: false
      referencedRelation: "church_events"
      referencedColumns: ["id"]
    }
                  ]
                },"church_events": {
                  Row: {
                    "cover_image_external_url": string | null,"cover_image_height": number | null,"cover_image_path": string | null,"cover_image_source_type": Database["public"]['Enums']["image_source"] | null,"cover_image_width": number | null,"description": string | null,"description_es": string | null,"end_time": string | null,"id": string,"location": string | null,"location_es": string | null,"meeting_links": NonNullable<Json>,"needs_spanish": boolean,"recurrence_rule": string | null,"split_from_id": string | null,"start_time": string,"status": Database["public"]['Enums']["event_status"],"time_zone": string,"title": string,"title_es": string | null,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "cover_image_external_url"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_source_type"?: Database["public"]['Enums']["image_source"] | null,"cover_image_width"?: number | null,"description"?: string | null,"description_es"?: string | null,"end_time"?: string | null,"id"?: string,"location"?: string | null,"location_es"?: string | null,"meeting_links"?: NonNullable<Json>,"needs_spanish"?: never,"recurrence_rule"?: string | null,"split_from_id"?: string | null,"start_time": string,"status"?: Database["public"]['Enums']["event_status"],"time_zone"?: string,"title": string,"title_es"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "cover_image_external_url"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_source_type"?: Database["public"]['Enums']["image_source"] | null,"cover_image_width"?: number | null,"description"?: string | null,"description_es"?: string | null,"end_time"?: string | null,"id"?: string,"location"?: string | null,"location_es"?: string | null,"meeting_links"?: NonNullable<Json>,"needs_spanish"?: never,"recurrence_rule"?: string | null,"split_from_id"?: string | null,"start_time"?: string,"status"?: Database["public"]['Enums']["event_status"],"time_zone"?: string,"title"?: string,"title_es"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "church_events_split_from_id_fkey"
      columns: ["split_from_id"]
isOneToOne: false
      referencedRelation: "church_events"
      referencedColumns: ["id"]
    }
                  ]
                },"contact_messages": {
                  Row: {
                    "created_at": string,"email": string,"id": string,"language": Database["public"]['Enums']["content_language"],"message": string,"name": string,"phone": string | null,"subject": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"email": string,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"message": string,"name": string,"phone"?: string | null,"subject": string
                  }
                  Update: {
                    "created_at"?: string,"email"?: string,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"message"?: string,"name"?: string,"phone"?: string | null,"subject"?: string
                  }
                  Relationships: [
                    
                  ]
                },"donations": {
                  Row: {
                    "amount_cents": number,"created_at": string,"currency": string,"dispute_status": Database["public"]['Enums']["gift_dispute_status"] | null,"donor_email": string | null,"donor_name": string | null,"fee_cents": number,"frequency": Database["public"]['Enums']["gift_frequency"],"fund_id": string | null,"fund_name": string,"given_at": string,"id": string,"language": Database["public"]['Enums']["content_language"],"net_cents": number,"recurring_gift_id": string | null,"refunded_cents": number,"status": Database["public"]['Enums']["gift_status"],"stripe_checkout_session_id": string | null,"stripe_customer_id": string | null,"stripe_invoice_id": string | null,"stripe_payment_intent_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "amount_cents": number,"created_at"?: string,"currency"?: string,"dispute_status"?: Database["public"]['Enums']["gift_dispute_status"] | null,"donor_email"?: string | null,"donor_name"?: string | null,"fee_cents"?: number,"frequency": Database["public"]['Enums']["gift_frequency"],"fund_id"?: string | null,"fund_name": string,"given_at"?: string,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"net_cents"?: never,"recurring_gift_id"?: string | null,"refunded_cents"?: number,"status"?: Database["public"]['Enums']["gift_status"],"stripe_checkout_session_id"?: string | null,"stripe_customer_id"?: string | null,"stripe_invoice_id"?: string | null,"stripe_payment_intent_id"?: string | null
                  }
                  Update: {
                    "amount_cents"?: number,"created_at"?: string,"currency"?: string,"dispute_status"?: Database["public"]['Enums']["gift_dispute_status"] | null,"donor_email"?: string | null,"donor_name"?: string | null,"fee_cents"?: number,"frequency"?: Database["public"]['Enums']["gift_frequency"],"fund_id"?: string | null,"fund_name"?: string,"given_at"?: string,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"net_cents"?: never,"recurring_gift_id"?: string | null,"refunded_cents"?: number,"status"?: Database["public"]['Enums']["gift_status"],"stripe_checkout_session_id"?: string | null,"stripe_customer_id"?: string | null,"stripe_invoice_id"?: string | null,"stripe_payment_intent_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "donations_fund_id_fkey"
      columns: ["fund_id"]
isOneToOne: false
      referencedRelation: "giving_funds"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "donations_recurring_gift_id_fkey"
      columns: ["recurring_gift_id"]
isOneToOne: false
      referencedRelation: "recurring_gifts"
      referencedColumns: ["id"]
    }
                  ]
                },"event_registration_dates": {
                  Row: {
                    "capacity": number | null,"event_id": string,"is_open": boolean | null,"occurrence_date": string,"updated_at": string,"version": number,"waitlist": boolean | null
                  }
                  ComputedFields: never
                  Insert: {
                    "capacity"?: number | null,"event_id": string,"is_open"?: boolean | null,"occurrence_date": string,"updated_at"?: string,"version"?: number,"waitlist"?: boolean | null
                  }
                  Update: {
                    "capacity"?: number | null,"event_id"?: string,"is_open"?: boolean | null,"occurrence_date"?: string,"updated_at"?: string,"version"?: number,"waitlist"?: boolean | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "event_registration_dates_event_id_fkey"
      columns: ["event_id"]
isOneToOne: false
      referencedRelation: "church_events"
      referencedColumns: ["id"]
    }
                  ]
                },"event_registration_settings": {
                  Row: {
                    "capacity": number,"closes_minutes_before": number,"confirmation_message": string | null,"confirmation_message_es": string | null,"event_id": string,"hold_minutes": number,"is_open": boolean,"questions": NonNullable<Json>,"updated_at": string,"version": number,"waitlist": boolean
                  }
                  ComputedFields: never
                  Insert: {
                    "capacity"?: number,"closes_minutes_before"?: number,"confirmation_message"?: string | null,"confirmation_message_es"?: string | null,"event_id": string,"hold_minutes"?: number,"is_open"?: boolean,"questions"?: NonNullable<Json>,"updated_at"?: string,"version"?: number,"waitlist"?: boolean
                  }
                  Update: {
                    "capacity"?: number,"closes_minutes_before"?: number,"confirmation_message"?: string | null,"confirmation_message_es"?: string | null,"event_id"?: string,"hold_minutes"?: number,"is_open"?: boolean,"questions"?: NonNullable<Json>,"updated_at"?: string,"version"?: number,"waitlist"?: boolean
                  }
                  Relationships: [
                    {
      foreignKeyName: "event_registration_settings_event_id_fkey"
      columns: ["event_id"]
isOneToOne: true
      referencedRelation: "church_events"
      referencedColumns: ["id"]
    }
                  ]
                },"event_registrations": {
                  Row: {
                    "answers": NonNullable<Json>,"cancelled_at": string | null,"checked_in_at": string | null,"created_at": string,"email": string,"event_id": string,"hold_client": string | null,"hold_expires_at": string | null,"id": string,"language": Database["public"]['Enums']["content_language"],"name": string,"occurrence_date": string,"party_size": number,"phone": string | null,"status": Database["public"]['Enums']["registration_status"],"status_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "answers"?: NonNullable<Json>,"cancelled_at"?: string | null,"checked_in_at"?: string | null,"created_at"?: string,"email": string,"event_id": string,"hold_client"?: string | null,"hold_expires_at"?: string | null,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"name": string,"occurrence_date": string,"party_size": number,"phone"?: string | null,"status": Database["public"]['Enums']["registration_status"],"status_at"?: string
                  }
                  Update: {
                    "answers"?: NonNullable<Json>,"cancelled_at"?: string | null,"checked_in_at"?: string | null,"created_at"?: string,"email"?: string,"event_id"?: string,"hold_client"?: string | null,"hold_expires_at"?: string | null,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"name"?: string,"occurrence_date"?: string,"party_size"?: number,"phone"?: string | null,"status"?: Database["public"]['Enums']["registration_status"],"status_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "event_registrations_event_id_fkey"
      columns: ["event_id"]
isOneToOne: false
      referencedRelation: "church_events"
      referencedColumns: ["id"]
    }
                  ]
                },"first_timers": {
                  Row: {
                    "comments": string | null,"created_at": string,"email": string,"how_heard": string | null,"id": string,"language": Database["public"]['Enums']["content_language"],"name": string,"phone": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "comments"?: string | null,"created_at"?: string,"email": string,"how_heard"?: string | null,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"name": string,"phone"?: string | null
                  }
                  Update: {
                    "comments"?: string | null,"created_at"?: string,"email"?: string,"how_heard"?: string | null,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"name"?: string,"phone"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"form_guard_settings": {
                  Row: {
                    "behind_cloudflare": boolean,"church_networks": (unknown)[],"id": boolean,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "behind_cloudflare"?: boolean,"church_networks"?: (unknown)[],"id"?: boolean,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "behind_cloudflare"?: boolean,"church_networks"?: (unknown)[],"id"?: boolean,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"gallery_images": {
                  Row: {
                    "category": string,"category_es": string | null,"created_at": string,"description": string | null,"description_es": string | null,"id": string,"image_external_url": string | null,"image_file_path": string | null,"image_height": number | null,"image_width": number | null,"needs_spanish": boolean,"source_type": Database["public"]['Enums']["image_source"],"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "category"?: string,"category_es"?: string | null,"created_at"?: string,"description"?: string | null,"description_es"?: string | null,"id"?: string,"image_external_url"?: string | null,"image_file_path"?: string | null,"image_height"?: number | null,"image_width"?: number | null,"needs_spanish"?: never,"source_type"?: Database["public"]['Enums']["image_source"],"version"?: number
                  }
                  Update: {
                    "category"?: string,"category_es"?: string | null,"created_at"?: string,"description"?: string | null,"description_es"?: string | null,"id"?: string,"image_external_url"?: string | null,"image_file_path"?: string | null,"image_height"?: number | null,"image_width"?: number | null,"needs_spanish"?: never,"source_type"?: Database["public"]['Enums']["image_source"],"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"giving_checkouts": {
                  Row: {
                    "created_at": string,"currency": string,"fee_cents": number,"frequency": Database["public"]['Enums']["gift_frequency"],"fund_id": string | null,"fund_name": string,"gift_cents": number,"language": Database["public"]['Enums']["content_language"],"mode": string,"session_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"currency"?: string,"fee_cents"?: number,"frequency": Database["public"]['Enums']["gift_frequency"],"fund_id"?: string | null,"fund_name": string,"gift_cents": number,"language"?: Database["public"]['Enums']["content_language"],"mode": string,"session_id": string
                  }
                  Update: {
                    "created_at"?: string,"currency"?: string,"fee_cents"?: number,"frequency"?: Database["public"]['Enums']["gift_frequency"],"fund_id"?: string | null,"fund_name"?: string,"gift_cents"?: number,"language"?: Database["public"]['Enums']["content_language"],"mode"?: string,"session_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "giving_checkouts_fund_id_fkey"
      columns: ["fund_id"]
isOneToOne: false
      referencedRelation: "giving_funds"
      referencedColumns: ["id"]
    }
                  ]
                },"giving_funds": {
                  Row: {
                    "created_at": string,"enabled": boolean,"id": string,"name": string,"name_es": string | null,"needs_spanish": boolean,"position": number,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"enabled"?: boolean,"id"?: string,"name": string,"name_es"?: string | null,"needs_spanish"?: never,"position"?: number,"version"?: number
                  }
                  Update: {
                    "created_at"?: string,"enabled"?: boolean,"id"?: string,"name"?: string,"name_es"?: string | null,"needs_spanish"?: never,"position"?: number,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"giving_settings": {
                  Row: {
                    "ein": string | null,"external_url": string | null,"fee_fixed_cents": number,"fee_percent_bp": number,"id": boolean,"provider": Database["public"]['Enums']["giving_provider"],"statement_signer": string | null,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "ein"?: string | null,"external_url"?: string | null,"fee_fixed_cents"?: number,"fee_percent_bp"?: number,"id"?: boolean,"provider"?: Database["public"]['Enums']["giving_provider"],"statement_signer"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "ein"?: string | null,"external_url"?: string | null,"fee_fixed_cents"?: number,"fee_percent_bp"?: number,"id"?: boolean,"provider"?: Database["public"]['Enums']["giving_provider"],"statement_signer"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"giving_statement_sends": {
                  Row: {
                    "again": boolean,"donor_email": string,"id": string,"request_id": string,"requested_at": string,"requested_by": string | null,"sent_at": string | null,"time_zone": string,"year": number
                  }
                  ComputedFields: never
                  Insert: {
                    "again"?: boolean,"donor_email": string,"id"?: string,"request_id": string,"requested_at"?: string,"requested_by"?: string | null,"sent_at"?: string | null,"time_zone"?: string,"year": number
                  }
                  Update: {
                    "again"?: boolean,"donor_email"?: string,"id"?: string,"request_id"?: string,"requested_at"?: string,"requested_by"?: string | null,"sent_at"?: string | null,"time_zone"?: string,"year"?: number
                  }
                  Relationships: [
                    
                  ]
                },"hero_videos": {
                  Row: {
                    "end_seconds": number,"id": string,"is_active": boolean,"start_seconds": number,"version": number,"video_file_path": string
                  }
                  ComputedFields: never
                  Insert: {
                    "end_seconds"?: number,"id"?: string,"is_active"?: boolean,"start_seconds"?: number,"version"?: number,"video_file_path": string
                  }
                  Update: {
                    "end_seconds"?: number,"id"?: string,"is_active"?: boolean,"start_seconds"?: number,"version"?: number,"video_file_path"?: string
                  }
                  Relationships: [
                    
                  ]
                },"inbox_items": {
                  Row: {
                    "assignee_id": string | null,"closed_at": string | null,"item_id": string,"kind": Database["public"]['Enums']["inbox_kind"],"received_at": string,"status": Database["public"]['Enums']["inbox_status"],"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "assignee_id"?: string | null,"closed_at"?: string | null,"item_id": string,"kind": Database["public"]['Enums']["inbox_kind"],"received_at": string,"status"?: Database["public"]['Enums']["inbox_status"],"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "assignee_id"?: string | null,"closed_at"?: string | null,"item_id"?: string,"kind"?: Database["public"]['Enums']["inbox_kind"],"received_at"?: string,"status"?: Database["public"]['Enums']["inbox_status"],"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "inbox_items_assignee_id_fkey"
      columns: ["assignee_id"]
isOneToOne: false
      referencedRelation: "staff_members"
      referencedColumns: ["user_id"]
    }
                  ]
                },"inbox_notes": {
                  Row: {
                    "author_email": string | null,"author_id": string,"author_name": string | null,"body": string,"created_at": string,"id": string,"item_id": string,"kind": Database["public"]['Enums']["inbox_kind"]
                  }
                  ComputedFields: never
                  Insert: {
                    "author_email"?: string | null,"author_id"?: string,"author_name"?: string | null,"body": string,"created_at"?: string,"id"?: string,"item_id": string,"kind": Database["public"]['Enums']["inbox_kind"]
                  }
                  Update: {
                    "author_email"?: string | null,"author_id"?: string,"author_name"?: string | null,"body"?: string,"created_at"?: string,"id"?: string,"item_id"?: string,"kind"?: Database["public"]['Enums']["inbox_kind"]
                  }
                  Relationships: [
                    {
      foreignKeyName: "inbox_notes_kind_item_id_fkey"
      columns: ["kind","item_id"]
isOneToOne: false
      referencedRelation: "inbox_items"
      referencedColumns: ["kind","item_id"]
    }
                  ]
                },"inbox_reads": {
                  Row: {
                    "item_id": string,"kind": Database["public"]['Enums']["inbox_kind"],"read_at": string,"staff_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "item_id": string,"kind": Database["public"]['Enums']["inbox_kind"],"read_at"?: string,"staff_id"?: string
                  }
                  Update: {
                    "item_id"?: string,"kind"?: Database["public"]['Enums']["inbox_kind"],"read_at"?: string,"staff_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "inbox_reads_kind_item_id_fkey"
      columns: ["kind","item_id"]
isOneToOne: false
      referencedRelation: "inbox_items"
      referencedColumns: ["kind","item_id"]
    }
                  ]
                },"inbox_retention": {
                  Row: {
                    "contact_message_months": number,"first_timer_months": number,"id": boolean,"prayer_request_months": number,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "contact_message_months"?: number,"first_timer_months"?: number,"id"?: boolean,"prayer_request_months"?: number,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "contact_message_months"?: number,"first_timer_months"?: number,"id"?: boolean,"prayer_request_months"?: number,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"member_testimonies": {
                  Row: {
                    "id": string,"is_approved": boolean,"language": Database["public"]['Enums']["content_language"],"submitted_at": string,"submitter_name": string | null,"testimony_content": string,"testimony_title": string | null,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "id"?: string,"is_approved"?: boolean,"language"?: Database["public"]['Enums']["content_language"],"submitted_at"?: string,"submitter_name"?: string | null,"testimony_content": string,"testimony_title"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "id"?: string,"is_approved"?: boolean,"language"?: Database["public"]['Enums']["content_language"],"submitted_at"?: string,"submitter_name"?: string | null,"testimony_content"?: string,"testimony_title"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"newsletter_issues": {
                  Row: {
                    "body": string,"body_es": string | null,"created_at": string,"created_by": string | null,"id": string,"is_digest": boolean,"needs_spanish": boolean,"preheader": string,"preheader_es": string | null,"scheduled_for": string | null,"sent_at": string | null,"slug": string,"status": Database["public"]['Enums']["newsletter_issue_status"],"subject": string,"subject_es": string | null,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "body": string,"body_es"?: string | null,"created_at"?: string,"created_by"?: string | null,"id"?: string,"is_digest"?: boolean,"needs_spanish"?: never,"preheader"?: string,"preheader_es"?: string | null,"scheduled_for"?: string | null,"sent_at"?: string | null,"slug": string,"status"?: Database["public"]['Enums']["newsletter_issue_status"],"subject": string,"subject_es"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "body"?: string,"body_es"?: string | null,"created_at"?: string,"created_by"?: string | null,"id"?: string,"is_digest"?: boolean,"needs_spanish"?: never,"preheader"?: string,"preheader_es"?: string | null,"scheduled_for"?: string | null,"sent_at"?: string | null,"slug"?: string,"status"?: Database["public"]['Enums']["newsletter_issue_status"],"subject"?: string,"subject_es"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"newsletter_sends": {
                  Row: {
                    "created_at": string,"id": number,"idempotency_key": string,"issue_id": string | null,"kind": string,"staff_id": string | null,"subscriber_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"id"?: never,"idempotency_key": string,"issue_id"?: string | null,"kind": string,"staff_id"?: string | null,"subscriber_id"?: string | null
                  }
                  Update: {
                    "created_at"?: string,"id"?: never,"idempotency_key"?: string,"issue_id"?: string | null,"kind"?: string,"staff_id"?: string | null,"subscriber_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "newsletter_sends_issue_id_fkey"
      columns: ["issue_id"]
isOneToOne: false
      referencedRelation: "newsletter_issues"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "newsletter_sends_subscriber_id_fkey"
      columns: ["subscriber_id"]
isOneToOne: false
      referencedRelation: "newsletter_subscribers"
      referencedColumns: ["id"]
    }
                  ]
                },"newsletter_settings": {
                  Row: {
                    "digest_day": number,"digest_time": string,"id": boolean,"unsubscribe_mailto": string | null,"updated_at": string,"version": number,"weekly_digest": boolean
                  }
                  ComputedFields: never
                  Insert: {
                    "digest_day"?: number,"digest_time"?: string,"id"?: boolean,"unsubscribe_mailto"?: string | null,"updated_at"?: string,"version"?: number,"weekly_digest"?: boolean
                  }
                  Update: {
                    "digest_day"?: number,"digest_time"?: string,"id"?: boolean,"unsubscribe_mailto"?: string | null,"updated_at"?: string,"version"?: number,"weekly_digest"?: boolean
                  }
                  Relationships: [
                    
                  ]
                },"newsletter_subscribers": {
                  Row: {
                    "confirmation_sent_at": string | null,"confirmation_token": string | null,"confirmations_sent": number,"confirmed_at": string | null,"created_at": string,"email": string,"id": string,"language": Database["public"]['Enums']["content_language"],"unsubscribe_token": string
                  }
                  ComputedFields: never
                  Insert: {
                    "confirmation_sent_at"?: string | null,"confirmation_token"?: string | null,"confirmations_sent"?: number,"confirmed_at"?: string | null,"created_at"?: string,"email": string,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"unsubscribe_token"?: string
                  }
                  Update: {
                    "confirmation_sent_at"?: string | null,"confirmation_token"?: string | null,"confirmations_sent"?: number,"confirmed_at"?: string | null,"created_at"?: string,"email"?: string,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"unsubscribe_token"?: string
                  }
                  Relationships: [
                    
                  ]
                },"pastor_blog_posts": {
                  Row: {
                    "author_name": string | null,"content": string,"content_es": string | null,"cover_image_external_url": string | null,"cover_image_height": number | null,"cover_image_path": string | null,"cover_image_source_type": Database["public"]['Enums']["image_source"] | null,"cover_image_width": number | null,"excerpt": string | null,"excerpt_es": string | null,"id": string,"needs_spanish": boolean,"published_at": string | null,"slug": string,"tags": (string)[],"title": string,"title_es": string | null,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "author_name"?: string | null,"content": string,"content_es"?: string | null,"cover_image_external_url"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_source_type"?: Database["public"]['Enums']["image_source"] | null,"cover_image_width"?: number | null,"excerpt"?: string | null,"excerpt_es"?: string | null,"id"?: string,"needs_spanish"?: never,"published_at"?: string | null,"slug": string,"tags"?: (string)[],"title": string,"title_es"?: string | null,"version"?: number
                  }
                  Update: {
                    "author_name"?: string | null,"content"?: string,"content_es"?: string | null,"cover_image_external_url"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_source_type"?: Database["public"]['Enums']["image_source"] | null,"cover_image_width"?: number | null,"excerpt"?: string | null,"excerpt_es"?: string | null,"id"?: string,"needs_spanish"?: never,"published_at"?: string | null,"slug"?: string,"tags"?: (string)[],"title"?: string,"title_es"?: string | null,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"pastor_books": {
                  Row: {
                    "author": string | null,"cover_image_height": number | null,"cover_image_path": string | null,"cover_image_width": number | null,"description": string | null,"description_es": string | null,"id": string,"month_year": string,"needs_spanish": boolean,"pdf_file_path": string | null,"sort_order": number,"title": string,"title_es": string | null,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "author"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_width"?: number | null,"description"?: string | null,"description_es"?: string | null,"id"?: string,"month_year": string,"needs_spanish"?: never,"pdf_file_path"?: string | null,"sort_order"?: number,"title": string,"title_es"?: string | null,"version"?: number
                  }
                  Update: {
                    "author"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_width"?: number | null,"description"?: string | null,"description_es"?: string | null,"id"?: string,"month_year"?: string,"needs_spanish"?: never,"pdf_file_path"?: string | null,"sort_order"?: number,"title"?: string,"title_es"?: string | null,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"pastor_key_verses": {
                  Row: {
                    "created_at": string,"id": string,"needs_spanish": boolean,"reference": string,"reference_es": string | null,"sort_order": number,"verse_text": string,"verse_text_es": string | null,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"id"?: string,"needs_spanish"?: never,"reference": string,"reference_es"?: string | null,"sort_order"?: number,"verse_text": string,"verse_text_es"?: string | null,"version"?: number
                  }
                  Update: {
                    "created_at"?: string,"id"?: string,"needs_spanish"?: never,"reference"?: string,"reference_es"?: string | null,"sort_order"?: number,"verse_text"?: string,"verse_text_es"?: string | null,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"pastor_words": {
                  Row: {
                    "body": string,"body_es": string | null,"closing_verse": string | null,"closing_verse_es": string | null,"created_at": string,"id": string,"month": string,"needs_spanish": boolean,"signature": string | null,"title": string,"title_es": string | null,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "body": string,"body_es"?: string | null,"closing_verse"?: string | null,"closing_verse_es"?: string | null,"created_at"?: string,"id"?: string,"month": string,"needs_spanish"?: never,"signature"?: string | null,"title": string,"title_es"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "body"?: string,"body_es"?: string | null,"closing_verse"?: string | null,"closing_verse_es"?: string | null,"created_at"?: string,"id"?: string,"month"?: string,"needs_spanish"?: never,"signature"?: string | null,"title"?: string,"title_es"?: string | null,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"prayer_requests": {
                  Row: {
                    "created_at": string,"email": string | null,"id": string,"is_public": boolean,"language": Database["public"]['Enums']["content_language"],"name": string | null,"request_details": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"email"?: string | null,"id"?: string,"is_public"?: boolean,"language"?: Database["public"]['Enums']["content_language"],"name"?: string | null,"request_details": string
                  }
                  Update: {
                    "created_at"?: string,"email"?: string | null,"id"?: string,"is_public"?: boolean,"language"?: Database["public"]['Enums']["content_language"],"name"?: string | null,"request_details"?: string
                  }
                  Relationships: [
                    
                  ]
                },"push_settings": {
                  Row: {
                    "announcements_per_week": number,"id": boolean,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "announcements_per_week"?: number,"id"?: boolean,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "announcements_per_week"?: number,"id"?: boolean,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"recurring_gifts": {
                  Row: {
                    "amount_cents": number,"cancel_at": string | null,"currency": string,"donor_email": string | null,"donor_name": string | null,"ended_at": string | null,"fee_cents": number,"frequency": Database["public"]['Enums']["gift_frequency"],"fund_id": string | null,"fund_name": string,"id": string,"language": Database["public"]['Enums']["content_language"],"next_charge_at": string | null,"started_at": string,"status": Database["public"]['Enums']["recurring_gift_status"],"stripe_checkout_session_id": string | null,"stripe_customer_id": string | null,"stripe_event_at": string | null,"stripe_subscription_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "amount_cents": number,"cancel_at"?: string | null,"currency"?: string,"donor_email"?: string | null,"donor_name"?: string | null,"ended_at"?: string | null,"fee_cents"?: number,"frequency": Database["public"]['Enums']["gift_frequency"],"fund_id"?: string | null,"fund_name": string,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"next_charge_at"?: string | null,"started_at"?: string,"status"?: Database["public"]['Enums']["recurring_gift_status"],"stripe_checkout_session_id"?: string | null,"stripe_customer_id"?: string | null,"stripe_event_at"?: string | null,"stripe_subscription_id": string
                  }
                  Update: {
                    "amount_cents"?: number,"cancel_at"?: string | null,"currency"?: string,"donor_email"?: string | null,"donor_name"?: string | null,"ended_at"?: string | null,"fee_cents"?: number,"frequency"?: Database["public"]['Enums']["gift_frequency"],"fund_id"?: string | null,"fund_name"?: string,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"next_charge_at"?: string | null,"started_at"?: string,"status"?: Database["public"]['Enums']["recurring_gift_status"],"stripe_checkout_session_id"?: string | null,"stripe_customer_id"?: string | null,"stripe_event_at"?: string | null,"stripe_subscription_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "recurring_gifts_fund_id_fkey"
      columns: ["fund_id"]
isOneToOne: false
      referencedRelation: "giving_funds"
      referencedColumns: ["id"]
    }
                  ]
                },"registration_retention": {
                  Row: {
                    "days_after": number,"id": boolean,"updated_at": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "days_after"?: number,"id"?: boolean,"updated_at"?: string,"version"?: number
                  }
                  Update: {
                    "days_after"?: number,"id"?: boolean,"updated_at"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"sermons": {
                  Row: {
                    "audio_duration_seconds": number | null,"audio_file_path": string | null,"audio_urls": NonNullable<Json>,"cover_image_external_url": string | null,"cover_image_height": number | null,"cover_image_path": string | null,"cover_image_source_type": Database["public"]['Enums']["image_source"] | null,"cover_image_width": number | null,"date": string,"description": string | null,"description_es": string | null,"id": string,"language": Database["public"]['Enums']["content_language"],"needs_spanish": boolean,"published_at": string | null,"push_notify": boolean,"scripture_references": (string)[],"series": string | null,"series_es": string | null,"speaker": string,"status": Database["public"]['Enums']["sermon_status"],"title": string,"title_es": string | null,"version": number,"video_url": NonNullable<Json>
                  }
                  ComputedFields: never
                  Insert: {
                    "audio_duration_seconds"?: number | null,"audio_file_path"?: string | null,"audio_urls"?: NonNullable<Json>,"cover_image_external_url"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_source_type"?: Database["public"]['Enums']["image_source"] | null,"cover_image_width"?: number | null,"date": string,"description"?: string | null,"description_es"?: string | null,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"needs_spanish"?: never,"published_at"?: string | null,"push_notify"?: boolean,"scripture_references"?: (string)[],"series"?: string | null,"series_es"?: string | null,"speaker": string,"status"?: Database["public"]['Enums']["sermon_status"],"title": string,"title_es"?: string | null,"version"?: number,"video_url"?: NonNullable<Json>
                  }
                  Update: {
                    "audio_duration_seconds"?: number | null,"audio_file_path"?: string | null,"audio_urls"?: NonNullable<Json>,"cover_image_external_url"?: string | null,"cover_image_height"?: number | null,"cover_image_path"?: string | null,"cover_image_source_type"?: Database["public"]['Enums']["image_source"] | null,"cover_image_width"?: number | null,"date"?: string,"description"?: string | null,"description_es"?: string | null,"id"?: string,"language"?: Database["public"]['Enums']["content_language"],"needs_spanish"?: never,"published_at"?: string | null,"push_notify"?: boolean,"scripture_references"?: (string)[],"series"?: string | null,"series_es"?: string | null,"speaker"?: string,"status"?: Database["public"]['Enums']["sermon_status"],"title"?: string,"title_es"?: string | null,"version"?: number,"video_url"?: NonNullable<Json>
                  }
                  Relationships: [
                    
                  ]
                },"site_settings": {
                  Row: {
                    "setting_key": string,"setting_value": NonNullable<Json>,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "setting_key": string,"setting_value": NonNullable<Json>,"version"?: number
                  }
                  Update: {
                    "setting_key"?: string,"setting_value"?: NonNullable<Json>,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"staff_members": {
                  Row: {
                    "created_at": string,"role": Database["public"]['Enums']["staff_role"],"user_id": string,"version": number
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"role"?: Database["public"]['Enums']["staff_role"],"user_id": string,"version"?: number
                  }
                  Update: {
                    "created_at"?: string,"role"?: Database["public"]['Enums']["staff_role"],"user_id"?: string,"version"?: number
                  }
                  Relationships: [
                    
                  ]
                },"unmatched_stripe_payments": {
                  Row: {
                    "amount_cents": number,"currency": string,"donor_email": string | null,"donor_name": string | null,"expected_cents": number | null,"id": string,"reason": Database["public"]['Enums']["unmatched_payment_reason"],"received_at": string,"stripe_checkout_session_id": string | null,"stripe_customer_id": string | null,"stripe_invoice_id": string | null,"stripe_payment_intent_id": string | null,"stripe_subscription_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "amount_cents": number,"currency"?: string,"donor_email"?: string | null,"donor_name"?: string | null,"expected_cents"?: number | null,"id"?: string,"reason": Database["public"]['Enums']["unmatched_payment_reason"],"received_at"?: string,"stripe_checkout_session_id"?: string | null,"stripe_customer_id"?: string | null,"stripe_invoice_id"?: string | null,"stripe_payment_intent_id"?: string | null,"stripe_subscription_id"?: string | null
                  }
                  Update: {
                    "amount_cents"?: number,"currency"?: string,"donor_email"?: string | null,"donor_name"?: string | null,"expected_cents"?: number | null,"id"?: string,"reason"?: Database["public"]['Enums']["unmatched_payment_reason"],"received_at"?: string,"stripe_checkout_session_id"?: string | null,"stripe_customer_id"?: string | null,"stripe_invoice_id"?: string | null,"stripe_payment_intent_id"?: string | null,"stripe_subscription_id"?: string | null
                  }
                  Relationships: [
                    
                  ]
                }
          }
          Views: {
            "form_submission_counts": {
                  Row: {
                    "form": string | null,"last_day": number | null,"last_hour": number | null
                  }
                  ComputedFields: never
                  Relationships: [
                    
                  ]
                },"inbox": {
                  Row: {
                    "assignee_id": string | null,"body": string | null,"closed_at": string | null,"email": string | null,"excerpt": string | null,"how_heard": string | null,"id": string | null,"kind": Database["public"]['Enums']["inbox_kind"] | null,"name": string | null,"phone": string | null,"read_by_me": boolean | null,"received_at": string | null,"removes_at": string | null,"search_text": string | null,"status": Database["public"]['Enums']["inbox_status"],"subject": string | null,"version": number
                  }
                  ComputedFields: never
                  Relationships: [
                    {
      foreignKeyName: "inbox_items_assignee_id_fkey"
      columns: ["assignee_id"]
isOneToOne: false
      referencedRelation: "staff_members"
      referencedColumns: ["user_id"]
    }
                  ]
                }
          }
          Functions: {
            "accept_staff_invitation":
{ Args: Record<PropertyKey, never>; Returns: string
                           },
"activity_log_people":
{ Args: Record<PropertyKey, never>; Returns: {
              "actor_email": string,"actor_id": string,"actor_name": string
            }[]
                           },
"apply_stripe_event":
{ Args: { "event": Json }; Returns: Json
                           },
"begin_giving_checkout":
{ Args: { "client_headers": Json,"cover_fee": boolean,"frequency": string,"fund_id": string,"gift_cents": number }; Returns: Json
                           },
"blog_feed":
{ Args: { "apikey"?: string }; Returns: unknown
                           },
"calendar_feed":
{ Args: { "apikey"?: string }; Returns: unknown
                           },
"cancel_registration":
{ Args: { "token": string }; Returns: Json
                           },
"change_registration":
{ Args: { "party_size": number,"token": string }; Returns: Json
                           },
"confirm_registration":
{ Args: { "token": string }; Returns: Json
                           },
"email_registrants":
{ Args: { "event_id": string,"message": string,"occurrence_date": string }; Returns: number
                           },
"end_event_series":
{ Args: { "event_id": string,"expected_version": number,"occurrence_date": string }; Returns: undefined
                           },
"erase_person":
{ Args: { "email": string }; Returns: {
              "deleted": number,"kind": string
            }[]
                           },
"event_occurrences":
{ Args: { "every_one_off"?: boolean,"range_end": string,"range_start": string }; Returns: {
              "cover_image_external_url": string,"cover_image_height": number,"cover_image_path": string,"cover_image_source_type": string,"cover_image_width": number,"description": string,"description_es": string,"end_time": string,"event_id": string,"is_cancelled": boolean,"is_changed": boolean,"is_recurring": boolean,"location": string,"location_es": string,"meeting_links": Json,"occurrence_date": string,"original_start": string,"recurrence_rule": string,"start_time": string,"status": string,"time_zone": string,"title": string,"title_es": string
            }[]
                           },
"gallery_category_slug":
{ Args: { "category": string }; Returns: string
                           },
"get_gallery_album_categories":
{ Args: Record<PropertyKey, never>; Returns: {
              "category": string
            }[]
                           },
"get_gallery_albums_with_covers":
{ Args: Record<PropertyKey, never>; Returns: {
              "category": string,"category_es": string,"category_slug": string,"image_count": number,"latest_image_created_at": string,"latest_image_height": number,"latest_image_path": string,"latest_image_width": number,"source_type": string
            }[]
                           },
"giving_checkout_summary":
{ Args: { "session_id": string }; Returns: {
              "currency": string,"fee_cents": number,"frequency": string,"fund_name": string,"paid": boolean,"total_cents": number
            }[]
                           },
"giving_site_url":
{ Args: Record<PropertyKey, never>; Returns: string
                           },
"giving_statements":
{ Args: { "time_zone"?: string,"year": number }; Returns: Json
                           },
"has_staff_role":
{ Args: { "roles": (string)[] }; Returns: boolean
                           },
"hook_before_user_created":
{ Args: { "event": Json }; Returns: Json
                           },
"inbox_assignees":
{ Args: Record<PropertyKey, never>; Returns: {
              "display_name": string,"email": string,"user_id": string
            }[]
                           },
"inbox_mark_read":
{ Args: { "item": string,"item_kind": string }; Returns: undefined
                           },
"inbox_removes_at":
{ Args: { "closed": string,"item_kind": string }; Returns: string
                           },
"inbox_unread_counts":
{ Args: Record<PropertyKey, never>; Returns: {
              "kind": string,"unread": number
            }[]
                           },
"invite_staff":
{ Args: { "email": string,"role": string }; Returns: string
                           },
"is_staff":
{ Args: Record<PropertyKey, never>; Returns: boolean
                           },
"mail_claim":
{ Args: { "batch"?: number,"kind": string }; Returns: {
              "attempts": number,"id": number,"idempotency_key": string,"kind": string,"payload": Json
            }[]
                           },
"mail_report":
{ Args: { "error"?: string,"mail_id": number,"ok": boolean,"provider_id"?: string }; Returns: string
                           },
"media_moves_due":
{ Args: { "batch"?: number }; Returns: {
              "action": string,"from_bucket": string,"path": string,"to_bucket": string
            }[]
                           },
"media_report":
{ Args: { "error"?: string,"from_bucket": string,"ok": boolean,"path": string,"to_bucket"?: string }; Returns: undefined
                           },
"my_client_address":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"newsletter_confirm":
{ Args: { "token": string }; Returns: boolean
                           },
"newsletter_draft":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"newsletter_progress":
{ Args: { "issue_id": string }; Returns: {
              "failed": number,"pending": number,"sent": number,"unsubscribed": number
            }[]
                           },
"newsletter_recipient_count":
{ Args: Record<PropertyKey, never>; Returns: number
                           },
"newsletter_send":
{ Args: { "issue_id": string,"send_at"?: string }; Returns: string
                           },
"newsletter_send_test":
{ Args: { "issue_id": string }; Returns: undefined
                           },
"newsletter_unschedule":
{ Args: { "issue_id": string }; Returns: undefined
                           },
"newsletter_unsubscribe":
{ Args: { "token": string }; Returns: boolean
                           },
"person_records":
{ Args: { "email": string }; Returns: {
              "id": string,"kind": string,"label": string,"received_at": string
            }[]
                           },
"podcast_feed":
{ Args: { "apikey"?: string,"language"?: string,"series"?: string,"speaker"?: string }; Returns: unknown
                           },
"push_announce":
{ Args: { "body": string,"title": string,"url"?: string }; Returns: Json
                           },
"push_announcement_quota":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"push_claim":
{ Args: { "batch"?: number }; Returns: {
              "attempts": number,"auth": string,"body": string,"endpoint": string,"id": number,"kind": string,"language": string,"p256dh": string,"title": string,"topic": string,"ttl": number,"urgency": string,"url": string
            }[]
                           },
"push_go_live":
{ Args: Record<PropertyKey, never>; Returns: string
                           },
"push_history":
{ Args: { "max_rows"?: number }; Returns: {
              "body": string,"created_at": string,"delivered": number,"failed": number,"id": string,"kind": Database["public"]['Enums']["push_kind"],"not_before": string,"pending": number,"sent_by_name": string,"title": string,"url": string
            }[]
                           },
"push_queue_test":
{ Args: { "auth": string,"client": string,"endpoint": string,"language": string,"p256dh": string,"staff_id": string }; Returns: string
                           },
"push_remind":
{ Args: { "auth": string,"client": string,"endpoint": string,"language": string,"p256dh": string,"registration_token": string,"remind": boolean }; Returns: Json
                           },
"push_report":
{ Args: { "delivery_id": number,"error"?: string,"http_status"?: number,"outcome": string }; Returns: string
                           },
"push_status":
{ Args: { "auth": string,"endpoint": string,"registration_token"?: string }; Returns: Json
                           },
"push_subscribe":
{ Args: { "auth": string,"client": string,"endpoint": string,"language": string,"p256dh": string,"topics": (string)[] }; Returns: Json
                           },
"push_test_sender":
{ Args: Record<PropertyKey, never>; Returns: string
                           },
"push_unsubscribe":
{ Args: { "auth": string,"endpoint": string }; Returns: boolean
                           },
"queue_giving_statements":
{ Args: { "again"?: (string)[],"request_id": string,"time_zone": string,"year": number }; Returns: Json
                           },
"record_giving_checkout":
{ Args: { "attempt_id": number,"fee_cents": number,"frequency": string,"fund_id": string,"fund_name": string,"gift_cents": number,"language"?: string,"session_id": string }; Returns: boolean
                           },
"record_image_size":
{ Args: { "bucket": string,"height": number,"path": string,"width": number }; Returns: undefined
                           },
"register_for_event":
{ Args: { "answers"?: Json,"email": string,"event_id": string,"language"?: string,"name": string,"occurrence_date": string,"party_size": number,"phone"?: string }; Returns: Json
                           },
"registration_availability":
{ Args: { "event_id": string,"occurrence_date": string }; Returns: Json
                           },
"registration_by_token":
{ Args: { "token": string }; Returns: Json
                           },
"registration_counts":
{ Args: { "event_id": string,"occurrence_date": string }; Returns: Json
                           },
"registration_staff_action":
{ Args: { "action": string,"registration_id": string }; Returns: Json
                           },
"release_giving_checkout":
{ Args: { "attempt_id": number }; Returns: undefined
                           },
"revoke_staff_invitation":
{ Args: { "email": string }; Returns: undefined
                           },
"set_site_build_daily_limit":
{ Args: { "daily_limit": number }; Returns: Json
                           },
"settings_needing_spanish":
{ Args: Record<PropertyKey, never>; Returns: string[]
                           },
"site_build_status":
{ Args: Record<PropertyKey, never>; Returns: Json
                           },
"split_event_series":
{ Args: { "changes"?: Json,"event_id": string,"expected_version": number,"occurrence_date": string }; Returns: string
                           },
"staff_birthdays":
{ Args: Record<PropertyKey, never>; Returns: {
              "birth_date": string,"birth_day": number,"birth_month": number,"id": string,"member_name": string,"version": number
            }[]
                           },
"staff_directory":
{ Args: Record<PropertyKey, never>; Returns: {
              "created_at": string,"display_name": string,"email": string,"expires_at": string,"last_sign_in_at": string,"pending": boolean,"role": string,"user_id": string
            }[]
                           }
          }
          Enums: {
            "activity_action": "insert"|"update"|"delete","activity_area": "content"|"inbox"|"newsletter"|"settings"|"staff"|"media","content_language": "en"|"es","event_status": "draft"|"published","gift_dispute_status": "open"|"won"|"lost","gift_frequency": "one_time"|"monthly"|"quarterly"|"annually","gift_status": "pending"|"succeeded"|"failed"|"partially_refunded"|"refunded","giving_provider": "simulated"|"external"|"stripe","image_source": "upload"|"url","inbox_kind": "prayer_request"|"contact_message"|"first_timer","inbox_status": "new"|"in_progress"|"done"|"archived","newsletter_issue_status": "draft"|"scheduled"|"sent","push_kind": "live"|"sermon"|"announcement"|"reminder"|"test","recurring_gift_status": "active"|"payment_failed"|"paused"|"ended","registration_status": "confirmed"|"awaiting"|"waitlisted"|"cancelled"|"expired","sermon_status": "draft"|"scheduled"|"published","staff_role": "admin"|"editor"|"care"|"finance","unmatched_payment_reason": "unknown_checkout"|"checkout_differs"
          }
          CompositeTypes: {
            [_ in never]: never
          }
        }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Insert: infer I
    }
    ? I
    : never
  : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Update: infer U
    }
    ? U
    : never
  : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
  ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
  : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never

export const Constants = {
  "public": {
          Enums: {
            "activity_action": ["insert", "update", "delete"],"activity_area": ["content", "inbox", "newsletter", "settings", "staff", "media"],"content_language": ["en", "es"],"event_status": ["draft", "published"],"gift_dispute_status": ["open", "won", "lost"],"gift_frequency": ["one_time", "monthly", "quarterly", "annually"],"gift_status": ["pending", "succeeded", "failed", "partially_refunded", "refunded"],"giving_provider": ["simulated", "external", "stripe"],"image_source": ["upload", "url"],"inbox_kind": ["prayer_request", "contact_message", "first_timer"],"inbox_status": ["new", "in_progress", "done", "archived"],"newsletter_issue_status": ["draft", "scheduled", "sent"],"push_kind": ["live", "sermon", "announcement", "reminder", "test"],"recurring_gift_status": ["active", "payment_failed", "paused", "ended"],"registration_status": ["confirmed", "awaiting", "waitlisted", "cancelled", "expired"],"sermon_status": ["draft", "scheduled", "published"],"staff_role": ["admin", "editor", "care", "finance"],"unmatched_payment_reason": ["unknown_checkout", "checkout_differs"]
          }
        }
} as const
