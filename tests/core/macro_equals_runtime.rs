//! The compile-time macros and their run-time twins agree, and both agree with an
//! independent computation (the `md-5`, `sha1` and `sha2` crates): `uuid_v3!`,
//! `uuid_v5!` and `uuid_v8_sha256!` against `Uuid::new_v3`, `new_v5` and `new_v8_sha256`, for
//! every namespace form, on names whose lengths straddle the hash block boundaries (the
//! 16-byte namespace shifts them: 39/40 and 55/56 bytes end the first block's room for
//! the length), beyond 1 KiB, empty, and non-ASCII. The macros hash literal namespaces
//! when they expand and leave constant namespaces to const evaluation, both with the
//! shared `const fn` hashes, so both paths are covered.
//!
//! The names are fixed pseudo-random strings (a seeded generator wrote them once):
//! the macros need literals.

use uuid_runtime::{Uuid, uuid, uuid_v3, uuid_v5, uuid_v8_sha256};

use uuid_test_support::reference;

use reference::{reference_v3, reference_v5, reference_v8_sha256};

const APP: Uuid = uuid!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11");

macro_rules! check {
    ($name:literal) => {{
        let name: &str = $name;
        let bytes = name.as_bytes();
        for (namespace, v3, v5, v8) in [
            (
                Uuid::NAMESPACE_DNS,
                uuid_v3!(DNS, $name),
                uuid_v5!(DNS, $name),
                uuid_v8_sha256!(DNS, $name),
            ),
            (
                Uuid::NAMESPACE_URL,
                uuid_v3!(URL, $name),
                uuid_v5!(URL, $name),
                uuid_v8_sha256!(URL, $name),
            ),
            (
                Uuid::NAMESPACE_OID,
                uuid_v3!(OID, $name),
                uuid_v5!(OID, $name),
                uuid_v8_sha256!(OID, $name),
            ),
            (
                Uuid::NAMESPACE_X500,
                uuid_v3!(X500, $name),
                uuid_v5!(X500, $name),
                uuid_v8_sha256!(X500, $name),
            ),
            (
                APP,
                uuid_v3!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11", $name),
                uuid_v5!(uuid!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11"), $name),
                uuid_v8_sha256!("{0F2B4A4E-6B8B-4C38-9B7E-1B8F4A2D9C11}", $name),
            ),
            (
                APP,
                uuid_v3!(APP, $name),
                uuid_v5!(APP, $name),
                uuid_v8_sha256!(APP, $name),
            ),
        ] {
            assert_eq!(
                v3,
                Uuid::new_v3(&namespace, bytes),
                "v3 of {name:?} in {namespace}"
            );
            assert_eq!(
                v5,
                Uuid::new_v5(&namespace, bytes),
                "v5 of {name:?} in {namespace}"
            );
            assert_eq!(
                v8,
                Uuid::new_v8_sha256(&namespace, bytes),
                "v8 of {name:?} in {namespace}"
            );
            assert_eq!(
                v3,
                reference_v3(&namespace, bytes),
                "v3 reference, {name:?}"
            );
            assert_eq!(
                v5,
                reference_v5(&namespace, bytes),
                "v5 reference, {name:?}"
            );
            assert_eq!(
                v8,
                reference_v8_sha256(&namespace, bytes),
                "v8 reference, {name:?}"
            );
            assert_eq!(
                (
                    v3.get_version_num(),
                    v5.get_version_num(),
                    v8.get_version_num()
                ),
                (3, 5, 8)
            );
        }
    }};
}

#[test]
fn the_rfc_vectors_agree() {
    assert_eq!(
        uuid_v3!(DNS, "www.example.com").to_string(),
        "5df41881-3aed-3515-88a7-2f4a814cf09e"
    );
    assert_eq!(
        uuid_v5!(DNS, "www.example.com").to_string(),
        "2ed6657d-e927-568b-95e1-2665a8aea6a2"
    );
    assert_eq!(
        uuid_v8_sha256!(DNS, "www.example.com").to_string(),
        "5c146b14-3c52-8afd-938a-375d0df1fbf6"
    );
    check!("www.example.com");
}

#[test]
fn byte_string_names_agree() {
    assert_eq!(
        uuid_v5!(URL, b"\x00\xff raw bytes"),
        Uuid::new_v5(&Uuid::NAMESPACE_URL, b"\x00\xff raw bytes")
    );
    assert_eq!(uuid_v8_sha256!(APP, b""), Uuid::new_v8_sha256(&APP, b""));
    assert_eq!(uuid_v3!(X500, b"cn=Ada"), uuid_v3!(X500, "cn=Ada"));
}

#[test]
fn names_around_block_boundaries_agree() {
    check!(""); // 0 bytes
    check!("s"); // 1 bytes
    check!("tw-rt_ak~prip/m3hfw5hh1ds71fhtu/m9kr4x"); // 38 bytes
    check!("ixbgh4umc1ab4.y-_wlmi/mg3ty4nwwon3c4d.b"); // 39 bytes
    check!("qg~2g1.i~x7e8vi_s/rb6ttqph~ayhtv~wbv~60q"); // 40 bytes
    check!("_zgtlm1f3x1yq_e1rr~qnfilwgun6af0ygx3ga_j-jf0c2ji57jiqmw"); // 55 bytes
    check!("y76is0ho90./wgx58z_32jdn~nx4ryef-g98z0az6v7_-6u8cm.j/aas"); // 56 bytes
    check!("q89os/hwj~_s2lj238o-bu/xh_ad9z2/5wldaopu7joi/aqu7wb5sr73z"); // 57 bytes
    check!("t0pj60kjt3aeyk2la_cyp5thilyiotjtsiqf0mw5o5xuepqa0vb37k2w4pcfhds"); // 63 bytes
    check!("ohf1o4b0shmjm1a6z7cbgl_1ig281_xf-7fxj/-8t0cgdfoipa/h1t3e8b69h04i"); // 64 bytes
    check!("vjxefd7wq6d4lowqg4m655gal0z5pt7/c8ul73squx_.fujfl4adx6wl/x62k.6ch"); // 65 bytes
    check!(
        "3vyk/~d_o~_lvel3m4xpql~9ymvh.i1q_1uqq_8627ujpp98p/bgdq~fts~9uc84p-stt9nrluvliqaekai.ue29t0f.~05hf8lj3hn29zb3~mi5cdu1qxg"
    ); // 119 bytes
    check!(
        ".7mv/v7q0i8._qh~lwprrbsx3i1w36et9logqp~3t/n9s53pqqdcmd5k99w8wukfc-hazy0vejhfw5q/j-uia6/22s0lkrdi_.08y3.f95rtlt6st01./t/~"
    ); // 120 bytes
    check!(
        "exup7rv._r.-b3-amld~7gokgd1zwezt8ep/mux8._w4~xtzx8j6s0-b2-nm9aoo8mi6ppn1pscvmy674x6pdnj~0/n-4yy3h5d5am1z0d2wxlgma93~wph7isdnh2/"
    ); // 127 bytes
    check!(
        "1oypo8jh~/tf75g/z.qw876oxjyrt8phph/_7jkbzej5ckv6_tqm94057akmikhswut-ol~95-h/p3-x6f9dlzv6kr4wm4_u7-avgbt7lik/ie-c6zg3ga-ukhzij.xf"
    ); // 128 bytes
    check!(
        "q5hbobltf4eehapnoxvnc~55w-s4d9wcx9.c.9yv/-j7am364~dcd_.o/e-3zdg8-k61dwo3idu.j-.81dqh-/fbsgw7burt~lwzhxa74a8owcx89ml.cudmmpga4nuey"
    ); // 129 bytes
    check!(
        "042q7-683wqm.dxw~w63cu9wrnqw7th~n.cz59d0.rxr/.v1~ftic6lms17ey3e95i9ne2xko57_in7fvy9ver/pasmr2.ycmql~e5j8y03tewkumarz6f6l82e.117cexo9umg0tl1sj9axbimdp.h2o9vyg9u.~f/e9jb51ell4dxw9p4uszt3unlwh1.myc.la01zkaz8z/2v4b9fd9k/mgq6on/7_2/nskr0-m4xquhjk.j-195p-khnjm472h/.~q/4d7.f4ksxpxys8lka-7lqs_qzzw.~d5qyrgzc6v.ht/_wvg/zwoz-z60e6dk-bbd.prpux_b-_5_~ccbsj4mj6i1e0xz7qu9ezqpvzsmfycwjk-vobkwo3klog80xxd-pnstd4413-35l4h/4d2e9b5qstxo6s30u09l4316il-bcfu961oh/w25mikt4plmkw3jkvubfkxr64g61oa.4ivgixw3fu4/eqt5viieaie4gik52j10l~fg.j8s28d78~0y7jd6n5/e~-8z81m/0ghd~qx_6nyz-/zcr-nzn1fhacyd-mo-kzu~js6pv2rs~n7vp-87_3cuk-39brj98adt_mnpc-xhr/h/m3w1r7b9_4cn~zr2hgno8931rpp3uwm_0cy4329voav59y7ltwvvgs8no8_gjejjjk_e9zj5de.i72uq.dsg6_z_7alz7c9cdb6b4n1mxsoactdscw3uz.1lse9v44vjmm1qjijx51ldj_lq7f1a9ey/vzuwectqf7jnayqs42tmq-q5fwclm6b4gj3kv47zjh913inyxnppkol_cfnew79dn6jak~~y17ja48a7zyxe3jh_p-el109/i543p6k66sg-tj7-1kuo-gekn1~2t2w9g1jc-7p9_t5~/go4khd7f-7huxointca2.vq2ajct4~kaygdec-gc0~kwyju/ui.6rymo9yz84q8dze25ct1~8njyysys7dz-eh230utu7prjz62k~pv-cow_mesb0"
    ); // 1025 bytes
    check!(
        "s2gct1l7wtis44wa-6_9cxb.hduoj.u8.n_zbgu2pvmn_mbff1._ai/wvjf1-9lq9i-3d~bft_s/h8nc075hvw8k/lzsah-rguddnm1dcqs7~z.avelr-_v60ba_98xsonfrztieqbbx0wo4u~88kl-o2gqp7pja-a~10g8nj63l/rhw69owfzzyaxpbpyn~k4oi5gb/.o-5enkl0_0inxg49_1rk/0hq6.oizhlrct309w/8_clr7qy69h_avaf-2veqk42rhsy_5spbm6txkdmb5umfd/xyd3hljcc..gzip_1ouixjsv5y~_vuxb73jn5dukwu/ph4/5ot0/_fydoc72f.t/fye/j.7yfcne1bmrwdpgtpdrupdevwejcejf_0uyb_7nqzhnhieo3nmw7szgh1rfg2jzs20lt4v6cwjxq5w1skiv-ls-l7ldvud82unl0jh4qlmg5mr09clmr5b5je0_h5cszk8g~u-eka3v0f9qcv4xllticq4j4l1ehta.fzlknrecdfpmk~eq9h5t94u4j/p5xuuv.vg/yfcr/2wn./93mxgggznkttiri0rzow7n2q_7z-zn2ibuo0s0_nyz/~gbvp~sfg.wej8-x_3uj0em5y~zy/usz5zy~e60ap45trz/gap22yabllxksg153j_i69zli.so8kw88vpluzg1.__envwwypttq3f1gdzvf/hi5eeo_b0ugiqmb-4vjk-5tufh.e6i4my411qzch_wdoc750rlnr~xb4cqw765pdyx~4rmtf54nn3khr.f6dztt_a9d.v5cw/xy90tdf0-xvzmf._whxvc78do10uzfl~6vnawr.xnbik76bhbf1be8fd3rxpgttfx~vtj8e-r~71eevlbzu.s41xjlqrnvv9/m-82__rnl6~wxc3xn3ox7znbuj3g5l~ombtm0/1oogx430oho20/xlbtm3//bp~rm_2~ci-_~0y1.lerb_atk_bjwrs399lq-ey/.7n3a8djwkvdoafk4-_clpi6yz/gz37~c~bjpg7~l_a/dbek~ixwe6ya.ess7o1rym.4pse6r14rc5kuvs~3ef8~z"
    ); // 1100 bytes
    check!("bücher.example"); // 15 bytes of UTF-8
    check!("日本語.example"); // 17 bytes of UTF-8
    check!("🦀"); // 4 bytes of UTF-8
    check!("e\u{301}"); // decomposed: not NFC on purpose // 3 bytes of UTF-8
    check!("é"); // 2 bytes of UTF-8
    check!("ascii and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 mixed ascii and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 mixed ascii and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 mixed "); // 135 bytes of UTF-8
}

/// A name that depends on a generic parameter (`T::NAME`), in a namespace known when
/// the macro expands, is evaluated per type, as a generic namespace is
/// (`tests/ui/pass/generic-namespaces.rs`): where a constant's name or a macro call can
/// only name the same constant everywhere, `T::NAME` cannot stand in a pattern's path.
#[test]
fn a_name_that_depends_on_a_generic_parameter_is_evaluated_per_type() {
    trait Named {
        const NAME: &'static str;
    }
    struct Ada;
    impl Named for Ada {
        const NAME: &'static str = "ada";
    }
    struct Grace;
    impl Named for Grace {
        const NAME: &'static str = "grace";
    }
    fn id_of<T: Named>() -> Uuid {
        uuid_v5!(DNS, T::NAME)
    }
    fn v8_of<T: Named>() -> Uuid {
        uuid_v8_sha256!(APP, T::NAME)
    }
    assert_eq!(id_of::<Ada>(), Uuid::new_v5(&Uuid::NAMESPACE_DNS, b"ada"));
    assert_eq!(
        id_of::<Grace>(),
        Uuid::new_v5(&Uuid::NAMESPACE_DNS, b"grace")
    );
    assert_eq!(v8_of::<Grace>(), Uuid::new_v8_sha256(&APP, b"grace"));
}
